import { Injectable } from '@nestjs/common';
import { PermissionChecker } from '@platform/access/permission-checker';
import type { RequestContext } from '@platform/context/request-context';
import { RoleQueries } from '@projections/system/role/role.queries';
import { RoleMenuQueries } from '@projections/system/role-menu/role-menu.queries';
import { RoleScopeQueries } from '@projections/system/role-scope/role-scope.queries';
import { actsAsAdministrator } from '@services/system/access/acts-as-administrator';
import { matchesApiPath } from '@services/system/access/api-path-pattern';

/**
 * A caller holds a code when one of their roles is the administrator or was granted it; and may
 * call a path guarded by API scopes when one of their roles is the administrator or was granted
 * one of the scopes guarding it.
 */
@Injectable()
export class RolePermissionChecker extends PermissionChecker {
  constructor(
    private readonly roles: RoleQueries,
    private readonly roleMenus: RoleMenuQueries,
    private readonly scopes: RoleScopeQueries,
  ) {
    super();
  }

  async allowsCall(caller: RequestContext, path: string): Promise<boolean> {
    const guarding = (await this.scopes.apiScopePaths()).filter((scope) =>
      matchesApiPath(scope.scopePath, path),
    );
    if (guarding.length === 0) return true;
    const { tenantId, roleIds } = caller;
    if (await actsAsAdministrator(this.roles, caller)) return true;
    const ids = guarding.map((scope) => scope.id);
    return (await this.scopes.grantedApiScopes(tenantId, roleIds, ids)).length > 0;
  }

  async grants(caller: RequestContext, code: string): Promise<boolean> {
    const { tenantId, roleIds } = caller;
    return (
      (await actsAsAdministrator(this.roles, caller)) ||
      (await this.roleMenus.grantsCode(tenantId, roleIds, code))
    );
  }
}
