import { Injectable } from '@nestjs/common';
import { PermissionChecker } from '@platform/access/permission-checker';
import type { RequestContext } from '@platform/context/request-context';
import { RoleQueries } from '@projections/system/role/role.queries';
import { actsAsAdministrator } from '@services/system/access/acts-as-administrator';
import { matchesApiPath } from '@services/system/access/api-path-pattern';
import { KeptRoleGrants } from '@services/system/access/kept-role-grants';

/**
 * A caller holds a code when one of their roles is the administrator or was granted it; and may
 * call a path guarded by API scopes when one of their roles is the administrator or was granted
 * one of the scopes guarding it. The grants come from memory (KeptRoleGrants), so a call whose
 * session was also checked from memory costs no SQL.
 */
@Injectable()
export class RolePermissionChecker extends PermissionChecker {
  constructor(
    private readonly roles: RoleQueries,
    private readonly kept: KeptRoleGrants,
  ) {
    super();
  }

  async allowsCall(caller: RequestContext, path: string): Promise<boolean> {
    const guarding = (await this.kept.apiScopeCatalogue()).filter((scope) =>
      matchesApiPath(scope.scopePath, path),
    );
    if (guarding.length === 0) return true;
    if (await actsAsAdministrator(this.roles, caller)) return true;
    const { tenantId, roleIds } = caller;
    const granted = await Promise.all(roleIds.map((roleId) => this.kept.apiScopesOf(tenantId, roleId)));
    return granted.some((scopes) => guarding.some((scope) => scopes.has(scope.id)));
  }

  async grants(caller: RequestContext, code: string): Promise<boolean> {
    if (await actsAsAdministrator(this.roles, caller)) return true;
    const { tenantId, roleIds } = caller;
    const granted = await Promise.all(roleIds.map((roleId) => this.kept.codesOf(tenantId, roleId)));
    return granted.some((codes) => codes.has(code));
  }
}
