import type { RequestContext } from '@platform/context/request-context';
import type { RoleQueries } from '@projections/system/role/role.queries';

/**
 * Whether the caller acts as its tenant's administrator: as authentication read it with the
 * session when it did (one read per call), else from the caller's roles.
 */
export async function actsAsAdministrator(roles: RoleQueries, caller: RequestContext): Promise<boolean> {
  return caller.administrator ?? roles.includesAdministrator(caller.tenantId, caller.roleIds);
}
