import { Controller, Get, Inject, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { type FilterCondition, parseFilters } from '@platform/http/filters';
import { parseWith } from '@platform/http/zod-validation';
import { parentIdSchema } from '@platform/resource-registry/resource-field';
import { GrantsRepository, type MenuRow } from '@services/system/grants/grants.repository';
import { menuRecordForest, menuRecords } from '@services/system/grants/menu-tree';
import { menuCategory } from '@services/system/menu.resource';

const parentQuery = z.object({ parentId: parentIdSchema });
const menuFilterable = { name: 'text', code: 'text', alias: 'text' } as const;
const filterColumns = { name: 'name', code: 'code', alias: 'alias' } as const;

/**
 * The menu catalogue without its buttons (menu/menu-list, menu/lazy-menu-list): what the menu
 * screen picks a parent from. Menus stay a few hundred rows, so they are filtered in memory.
 */
@ApiTags('blade-system')
@Controller('blade-system/menu')
export class MenuCatalogueController {
  constructor(@Inject(GrantsRepository) private readonly grants: GrantsRepository) {}

  @Get('menu-list')
  @RequiresPermission('menu_view')
  @ApiOperation({ summary: 'Menus (no buttons) as a tree; name, code, alias filter by "contains"' })
  @ApiQuery({ name: 'name', required: false })
  async menuList(@Req() request: FastifyRequest) {
    const filters = parseFilters(request.query as Record<string, unknown>, { filterable: menuFilterable });
    const menus = (await this.pages()).filter((row) => filters.every((filter) => matches(row, filter)));
    return menuRecordForest(menus);
  }

  @Get('lazy-menu-list')
  @RequiresPermission('menu_view')
  @ApiOperation({ summary: 'One level of menus (no buttons) under parentId, each saying hasChildren' })
  @ApiQuery({ name: 'parentId', required: false, description: '"0" (default): top level' })
  async lazyMenuList(@Req() request: FastifyRequest) {
    const { parentId } = parseWith(parentQuery, request.query);
    return menuRecords(await this.pages()).filter((record) => record.parentId === parentId);
  }

  private async pages(): Promise<MenuRow[]> {
    return (await this.grants.allMenus()).filter((row) => row.category === menuCategory.menu);
  }
}

function matches(row: MenuRow, { field, op, value }: FilterCondition): boolean {
  const text = row[filterColumns[field as keyof typeof filterColumns]] ?? '';
  return op === 'contains' ? text.toLowerCase().includes(String(value).toLowerCase()) : text === value;
}
