import type { HttpClient } from '@console/lib/http/http-client';
import type { TreeNode } from '@console/lib/resources/resource-records';

/** The trees a role is granted from (menu/grant-tree) and, per role set, what it has (role-tree-keys). */
export type RoleTreeName = 'menu' | 'dataScope' | 'apiScope';
export const roleTreeNames: readonly RoleTreeName[] = ['menu', 'dataScope', 'apiScope'];

const system = '/api/blade-system';

export function grantsApi(http: HttpClient) {
  return {
    roleGrantTrees: () => http.get<Record<RoleTreeName, TreeNode[]>>(`${system}/menu/grant-tree`),
    roleTreeKeys: (roleIds: readonly string[]) =>
      http.get<Record<RoleTreeName, string[]>>(`${system}/menu/role-tree-keys`, { roleIds }),
    /** SPEC.md §3 Role grant; JSON body of id arrays (WIRE.md). */
    grantRoles: (body: {
      roleIds: string[];
      menuIds: string[];
      dataScopeIds: string[];
      apiScopeIds: string[];
    }) => http.post(`${system}/role/grant`, body),
    topMenuGrantTree: () => http.get<{ menu: TreeNode[] }>(`${system}/menu/grant-top-tree`),
    topTreeKeys: (topMenuIds: readonly string[]) =>
      http.get<{ menu: string[] }>(`${system}/menu/top-tree-keys`, { topMenuIds }),
    /** SPEC.md §3 Top-menu grant. */
    grantTopMenus: (body: { topMenuIds: string[]; menuIds: string[] }) =>
      http.post(`${system}/topmenu/grant`, body),
  };
}
