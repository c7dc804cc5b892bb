import { z } from 'zod';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '@platform/access/signed-in.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import type { FilterCondition } from '@platform/http/filters';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller, QueryParams } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import { recordAnswer } from '@platform/resource-registry/resource-answers';
import { MenuQueries, type MenuRow } from '@projections/system/menu/menu.queries';
import { RoleQueries } from '@projections/system/role/role.queries';
import { RoleMenuQueries } from '@projections/system/role-menu/role-menu.queries';
import { RoleScopeQueries } from '@projections/system/role-scope/role-scope.queries';
import { TopMenuSettingQueries } from '@projections/system/top-menu-setting/top-menu-setting.queries';
import {
  grantForest,
  menuForest,
  menuRecordForest,
  menuRecords,
  scopeGrantForest,
} from '@services/system/menu/menu-tree';
import {
  menuCatalogueList,
  type ParentQuery,
  parentQuery,
  type RoleIdsQuery,
  roleIdsQuery,
  type TopMenuIdsQuery,
  topMenuIdsQuery,
  type TopMenuQuery,
  topMenuQuery,
} from '@services/system/menu/menu.schemas';
import { menuCategory } from '@services/system/menu/menu.resource';
import {
  grantedKeys,
  grantTrees,
  menuNode,
  menuRecordNode,
  topGrantedKeys,
  topGrantTree,
} from '@services/system/menu/menu.wire';
import { topMenuResource } from '@services/system/top-menu/top-menu.resource';

/**
 * blade-system/menu calls beyond the generic ones (list, detail, submit, remove, tree, lazy-list
 * come from menu.resource.ts): what the caller's roles show (routes, buttons, top-menu), the
 * catalogue without buttons (menu-list, lazy-menu-list), and what roles and top menus are
 * granted and may be granted (grant-tree, role-tree-keys, grant-top-tree, top-tree-keys).
 * Menus stay a few hundred rows, so the catalogue is filtered in memory.
 */
@ApiTags('blade-system')
@Controller('blade-system/menu')
export class MenuController {
  constructor(
    private readonly menus: MenuQueries,
    private readonly roles: RoleQueries,
    private readonly roleMenus: RoleMenuQueries,
    private readonly scopes: RoleScopeQueries,
    private readonly topMenuSettings: TopMenuSettingQueries,
    private readonly records: ResourceRepository,
  ) {}

  @Get('routes')
  @SignedIn()
  @ApiOperation({
    summary: "The caller's menus with their ancestors, as a forest; with topMenuId, only those under it",
  })
  @Answers(z.array(menuNode))
  async routes(@QueryParams(topMenuQuery) { topMenuId }: TopMenuQuery, @Caller() caller: RequestContext) {
    return menuForest(await this.visible(caller, menuCategory.menu, topMenuId));
  }

  @Get('buttons')
  @SignedIn()
  @ApiOperation({ summary: "The caller's buttons under their menus, as a forest" })
  @Answers(z.array(menuNode))
  async buttons(@Caller() caller: RequestContext) {
    return menuForest(await this.visible(caller, menuCategory.button));
  }

  @Get('top-menu')
  @SignedIn()
  @ApiOperation({ summary: "The tenant's top menus in order, for the console's top bar" })
  @Answers(z.array(recordAnswer(topMenuResource)))
  topMenu(@Caller() caller: RequestContext) {
    return this.records.select(topMenuResource, caller.tenantId);
  }

  @Reads('menu-list', 'menu_view', 'Menus (no buttons) as a tree; name, code, alias filter by "contains"')
  @Answers(z.array(menuRecordNode))
  async menuList(@ListQuery(menuCatalogueList) { filters }: ListRequest) {
    const pages = await this.pages();
    return menuRecordForest(pages.filter((row) => filters.every((filter) => matches(row, filter))));
  }

  @Reads(
    'lazy-menu-list',
    'menu_view',
    'One level of menus (no buttons) under parentId, each saying hasChildren',
  )
  @Answers(z.array(menuRecordNode))
  async lazyMenuList(@QueryParams(parentQuery) { parentId }: ParentQuery) {
    return menuRecords(await this.pages()).filter((record) => record.parentId === parentId);
  }

  @Reads('grant-tree', 'menu_view', 'Every menu and button, data scope and API scope, as trees to grant from')
  @Answers(grantTrees)
  async grantTree() {
    const [menus, data, api] = await Promise.all([
      this.menus.all(),
      this.scopes.catalogue('data'),
      this.scopes.catalogue('api'),
    ]);
    return {
      menu: grantForest(menus),
      dataScope: scopeGrantForest(menus, data),
      apiScope: scopeGrantForest(menus, api),
    };
  }

  @Reads('role-tree-keys', 'role_view', 'The menu, data-scope and API-scope ids the roles grant')
  @Answers(grantedKeys)
  async roleTreeKeys(@QueryParams(roleIdsQuery) { roleIds }: RoleIdsQuery, @Caller() caller: RequestContext) {
    const [menu, dataScope, apiScope] = await Promise.all([
      this.roleMenus.menuIds(caller.tenantId, roleIds),
      this.scopes.grantedScopeIds(caller.tenantId, roleIds, 'data'),
      this.scopes.grantedScopeIds(caller.tenantId, roleIds, 'api'),
    ]);
    return { menu, dataScope, apiScope };
  }

  @Reads(
    'grant-top-tree',
    'topmenu_setting',
    'The menus (no buttons) the caller may put under a top menu, as a tree',
  )
  @Answers(topGrantTree)
  async grantTopTree(@Caller() caller: RequestContext) {
    return { menu: grantForest(await this.visible(caller, menuCategory.menu)) };
  }

  @Reads('top-tree-keys', 'topmenu_view', 'The menu ids shown under the top menus')
  @Answers(topGrantedKeys)
  async topTreeKeys(
    @QueryParams(topMenuIdsQuery) { topMenuIds }: TopMenuIdsQuery,
    @Caller() caller: RequestContext,
  ) {
    return { menu: await this.topMenuSettings.menuIds(caller.tenantId, topMenuIds) };
  }

  /** What the caller's roles grant of a category, with the ancestors; the administrator sees all. */
  private async visible({ tenantId, roleIds }: RequestContext, category: number, topMenuId?: string) {
    const everything = await this.roles.includesAdministrator(tenantId, roleIds);
    return this.menus.visible(tenantId, roleIds, category, everything, topMenuId);
  }

  private async pages(): Promise<MenuRow[]> {
    return (await this.menus.all()).filter((row) => row.category === menuCategory.menu);
  }
}

function matches(row: MenuRow, { field, op, value }: FilterCondition): boolean {
  const text = row[field as keyof typeof menuCatalogueList.filterable] ?? '';
  return op === 'contains' ? text.toLowerCase().includes(String(value).toLowerCase()) : text === value;
}
