import type { RequestContext } from '@platform/context/request-context';
import type { RoleQueries } from '@projections/system/role/role.queries';

/**
 * Whether the caller acts as its tenant's administrator: as authentication found it with the
 * session's standing when it did, else from the caller's roles.
 */
export async function actsAsAdministrator(roles: RoleQueries, caller: RequestContext): Promise<boolean> {
  return caller.administrator ?? roles.includesAdministrator(caller.tenantId, caller.roleIds);
}
