import { ResourcePage } from '@console/components/resource-screen/resource-page';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { MenuTreeEditor } from '@console/features/system/components/menu-tree-editor';

/** Tenant packages (SPEC.md §2): name, menus as a tree sent comma-joined, remark. */
const options: ScreenOptions = {
  columns: ['packageName', 'remark'],
  editors: { menuId: MenuTreeEditor },
};

export function TenantPackagePage() {
  return <ResourcePage name="tenantPackage" options={options} />;
}
