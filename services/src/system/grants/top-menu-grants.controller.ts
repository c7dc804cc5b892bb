import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { SignedIn } from '@platform/access/signed-in.decorator';
import { CommandExecutor } from '@platform/commands/command-executor';
import { currentRequestContext } from '@platform/context/request-context';
import { idListSchema } from '@platform/http/id-schemas';
import { parseWith } from '@platform/http/zod-validation';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import { grantToRecords, optionalIds } from '@services/system/grants/grant-records';
import { GrantsRepository } from '@services/system/grants/grants.repository';
import { grantForest } from '@services/system/grants/menu-tree';
import { topMenuGrantDecider } from '@services/system/grants/top-menu-grant.decider';
import { menuCategory } from '@services/system/menu.resource';
import { topMenuResource } from '@services/system/top-menu.resource';

const grantBody = z.object({ topMenuIds: idListSchema, menuIds: optionalIds });
const topMenuIdsQuery = z.object({ topMenuIds: idListSchema });

/**
 * Top menus and the menus under each (topmenu/grant, menu/grant-top-tree, menu/top-tree-keys,
 * menu/top-menu). menu/routes?topMenuId= (GrantsController) shows what a top menu was granted.
 */
@ApiTags('blade-system')
@Controller('blade-system')
export class TopMenuGrantsController {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(GrantsRepository) private readonly grants: GrantsRepository,
    @Inject(ResourceRepository) private readonly records: ResourceRepository,
  ) {}

  @Post('topmenu/grant')
  @HttpCode(200)
  @RequiresPermission('topmenu_setting')
  @ApiOperation({ summary: 'Replace the menus shown under the top menus, all or nothing' })
  async grant(@Req() request: FastifyRequest) {
    const { topMenuIds, menuIds } = parseWith(grantBody, request.body ?? {});
    const target = { resource: topMenuResource, decider: topMenuGrantDecider };
    const deps = { executor: this.executor, grants: this.grants };
    await grantToRecords(deps, target, topMenuIds, { menuIds }, currentRequestContext(), new Date());
    return {};
  }

  @Get('menu/grant-top-tree')
  @RequiresPermission('topmenu_setting')
  @ApiOperation({ summary: 'The menus (no buttons) the caller may put under a top menu, as a tree' })
  async grantTopTree() {
    const { tenantId, roleIds } = currentRequestContext();
    const everything = await this.grants.includesAdministrator(tenantId, roleIds);
    const menus = await this.grants.visibleMenus(tenantId, roleIds, menuCategory.menu, everything);
    return { menu: grantForest(menus) };
  }

  @Get('menu/top-tree-keys')
  @RequiresPermission('topmenu_view')
  @ApiOperation({ summary: 'The menu ids shown under the top menus' })
  @ApiQuery({ name: 'topMenuIds', required: true, description: 'comma-joined ids' })
  async topTreeKeys(@Req() request: FastifyRequest) {
    const { topMenuIds } = parseWith(topMenuIdsQuery, request.query);
    return { menu: await this.grants.topMenuMenuIds(currentRequestContext().tenantId, topMenuIds) };
  }

  @Get('menu/top-menu')
  @SignedIn()
  @ApiOperation({ summary: "The tenant's top menus in order, for the console's top bar" })
  topMenu() {
    return this.records.select(topMenuResource, currentRequestContext().tenantId);
  }
}
