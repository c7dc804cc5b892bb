import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { SignedIn } from '@platform/access/signed-in.decorator';
import { CommandExecutor } from '@platform/commands/command-executor';
import { currentRequestContext } from '@platform/context/request-context';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import { parseWith } from '@platform/http/zod-validation';
import { GrantsRepository } from '@services/system/grants/grants.repository';
import { grantForest, menuForest, scopeGrantForest } from '@services/system/grants/menu-tree';
import { grantBodySchema, grantRoles } from '@services/system/grants/role-grants';
import { scopeCategory } from '@services/system/grants/scope-category';
import { ScopesRepository } from '@services/system/grants/scopes.repository';
import { menuCategory } from '@services/system/menu.resource';

const roleIdsQuery = z.object({ roleIds: idListSchema });
/** Blank means every top menu: the console sends topMenuId= before one is chosen. */
const topMenuQuery = z.object({
  topMenuId: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
});

/**
 * What roles grant (blade-system/role/grant, menu/grant-tree, menu/role-tree-keys) and what the
 * caller's roles show (menu/routes, menu/buttons).
 */
@ApiTags('blade-system')
@Controller('blade-system')
export class GrantsController {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(GrantsRepository) private readonly grants: GrantsRepository,
    @Inject(ScopesRepository) private readonly scopes: ScopesRepository,
  ) {}

  @Post('role/grant')
  @HttpCode(200)
  @RequiresPermission('role_grant')
  @ApiOperation({ summary: "Replace the roles' menus (and data/api scope ids), all or nothing" })
  async grant(@Req() request: FastifyRequest) {
    const body = parseWith(grantBodySchema, request.body ?? {});
    await grantRoles(this.executor, this.grants, this.scopes, body, currentRequestContext(), new Date());
    return {};
  }

  @Get('menu/grant-tree')
  @RequiresPermission('menu_view')
  @ApiOperation({ summary: 'Every menu and button, data scope and API scope, as trees to grant from' })
  async grantTree() {
    const menus = await this.grants.allMenus();
    const [data, api] = await Promise.all([
      this.scopes.catalogue(scopeCategory.data),
      this.scopes.catalogue(scopeCategory.api),
    ]);
    return {
      menu: grantForest(menus),
      dataScope: scopeGrantForest(menus, data),
      apiScope: scopeGrantForest(menus, api),
    };
  }

  @Get('menu/role-tree-keys')
  @RequiresPermission('role_view')
  @ApiOperation({ summary: 'The menu, data-scope and API-scope ids the roles grant' })
  async roleTreeKeys(@Req() request: FastifyRequest) {
    const { roleIds } = parseWith(roleIdsQuery, request.query);
    const { tenantId } = currentRequestContext();
    const [menu, dataScope, apiScope] = await Promise.all([
      this.grants.grantedMenuIds(tenantId, roleIds),
      this.scopes.grantedScopeIds(tenantId, roleIds, scopeCategory.data),
      this.scopes.grantedScopeIds(tenantId, roleIds, scopeCategory.api),
    ]);
    return { menu, dataScope, apiScope };
  }

  @Get('menu/routes')
  @SignedIn()
  @ApiOperation({
    summary: "The caller's menus with their ancestors, as a forest; with topMenuId, only those under it",
  })
  @ApiQuery({ name: 'topMenuId', required: false })
  routes(@Req() request: FastifyRequest) {
    const { topMenuId } = parseWith(topMenuQuery, request.query);
    return this.visible(menuCategory.menu, topMenuId);
  }

  @Get('menu/buttons')
  @SignedIn()
  @ApiOperation({ summary: "The caller's buttons under their menus, as a forest" })
  buttons() {
    return this.visible(menuCategory.button);
  }

  private async visible(category: number, topMenuId?: string) {
    const { tenantId, roleIds } = currentRequestContext();
    const everything = await this.grants.includesAdministrator(tenantId, roleIds);
    return menuForest(await this.grants.visibleMenus(tenantId, roleIds, category, everything, topMenuId));
  }
}
