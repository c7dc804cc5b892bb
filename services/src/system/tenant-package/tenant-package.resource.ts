import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** Comma-joined menu ids, as the console's multi-select sends them. */
const menuIdList = /^\d{1,19}(,\d{1,19})*$/;

/**
 * Tenant packages (blade-system/tenant-package): the menus a tenant may use. A new tenant's
 * administrator role is granted its package's menus (tenant/submit).
 */
export const tenantPackageResource = defineResource({
  name: 'tenantPackage',
  title: { zh: '租户产品包', en: 'Tenant packages' },
  service: 'blade-system',
  path: 'tenant-package',
  table: 'blade_tenant_package',
  scope: 'platform',
  fields: {
    packageName: field.text({
      label: { zh: '产品包名称', en: 'Package name' },
      required: '请输入产品包名称',
      maxLength: 50,
      filterable: true,
      sortable: true,
    }),
    menuId: field.longText({ label: { zh: '菜单', en: 'Menus' }, required: '请选择菜单' }),
    remark: field.remark(),
  },
  actions: ['list', 'detail', 'select', 'submit', 'remove'],
  permissions: {
    view: 'tenant_package_view',
    add: 'tenant_package_add',
    edit: 'tenant_package_edit',
    remove: 'tenant_package_delete',
  },
  validate: (values) =>
    menuIdList.test(String(values.menuId).replace(/\s/g, '')) ? undefined : '菜单格式不正确',
});

/** The menu ids of a package's comma-joined menuId. */
export function packageMenuIds(menuId: string): string[] {
  return [
    ...new Set(
      menuId
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}
