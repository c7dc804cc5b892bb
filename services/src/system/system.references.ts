import type { Reference } from '@platform/references/reference';

const menu = { table: 'blade_menu', scope: 'platform' } as const;

/**
 * What the platform's catalogue records and the tenants' grants name. Grants go with what they
 * grant (their read models drop the rows of a removed menu or scope), so they guard no removal.
 * Parents are checked by the resource trees themselves (resource-tree.checks.ts).
 */
export const systemReferences: readonly Reference[] = [
  {
    from: { table: 'blade_tenant', column: 'package_id', field: 'packageId' },
    to: { table: 'blade_tenant_package', scope: 'platform' },
    missing: '产品包不存在',
    inUse: '该产品包已被租户使用,无法删除',
  },
  {
    from: { table: 'blade_tenant', column: 'datasource_id', field: 'datasourceId' },
    to: { table: 'blade_datasource', scope: 'platform' },
    missing: '数据源不存在',
    inUse: '该数据源已被租户使用,无法删除',
  },
  {
    from: { table: 'blade_tenant_package', column: 'menu_id', field: 'menuId', holds: 'list' },
    to: menu,
    missing: '菜单不存在',
    inUse: '该菜单已被产品包使用,无法删除',
  },
  {
    from: { table: 'blade_scope_data', column: 'menu_id', field: 'menuId' },
    to: menu,
    missing: '菜单不存在',
    inUse: '该菜单已被数据权限使用,无法删除',
  },
  {
    from: { table: 'blade_scope_api', column: 'menu_id', field: 'menuId' },
    to: menu,
    missing: '菜单不存在',
    inUse: '该菜单已被接口权限使用,无法删除',
  },
  {
    from: { table: 'blade_role_menu', column: 'menu_id', field: 'menuIds' },
    to: menu,
    missing: '菜单不存在',
  },
  {
    from: { table: 'blade_role_scope', column: 'scope_id', field: 'dataScopeIds' },
    to: { table: 'blade_scope_data', scope: 'platform' },
    missing: '数据权限不存在',
  },
  {
    from: { table: 'blade_role_scope', column: 'scope_id', field: 'apiScopeIds' },
    to: { table: 'blade_scope_api', scope: 'platform' },
    missing: '接口权限不存在',
  },
  {
    from: { table: 'blade_top_menu_setting', column: 'menu_id', field: 'menuIds' },
    to: menu,
    missing: '菜单不存在',
  },
];
