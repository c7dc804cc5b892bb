import { PermissionChecker } from '@platform/access/permission-checker';
import type { RequestContext } from '@platform/context/request-context';
import { matchesApiPath } from '@services/system/grants/api-path-pattern';
import type { GrantsRepository } from '@services/system/grants/grants.repository';
import type { ScopesRepository } from '@services/system/grants/scopes.repository';

/**
 * A caller holds a code when one of their roles is the administrator or was granted it; and may
 * call a path guarded by API scopes when one of their roles is the administrator or was granted
 * one of the scopes guarding it.
 */
export class RolePermissionChecker extends PermissionChecker {
  constructor(
    private readonly grantsRepository: GrantsRepository,
    private readonly scopes: ScopesRepository,
  ) {
    super();
  }

  async allowsCall(caller: RequestContext, path: string): Promise<boolean> {
    const guarding = (await this.scopes.apiScopePaths()).filter((scope) =>
      matchesApiPath(scope.scopePath, path),
    );
    if (guarding.length === 0) return true;
    const { tenantId, roleIds } = caller;
    if (await this.grantsRepository.includesAdministrator(tenantId, roleIds)) return true;
    const ids = guarding.map((scope) => scope.id);
    return (await this.scopes.grantedApiScopes(tenantId, roleIds, ids)).length > 0;
  }

  async grants(caller: RequestContext, code: string): Promise<boolean> {
    const { tenantId, roleIds } = caller;
    return (
      (await this.grantsRepository.includesAdministrator(tenantId, roleIds)) ||
      (await this.grantsRepository.grantsCode(tenantId, roleIds, code))
    );
  }
}
