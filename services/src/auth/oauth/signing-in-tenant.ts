import type { Clock } from '@platform/clock/clock';
import { RefusedError } from '@platform/errors/domain-errors';
import type { TenantQueries } from '@projections/system/tenant/tenant.queries';
import type { LoginHeaders, TokenParameters } from '@services/auth/oauth/token-request';

export const unknownTenant = '租户不存在';
export const expiredTenant = '租户已过期';
export const defaultTenantId = '000000';

/**
 * The tenant a login names (the parameter, else the Tenant-Id header, else 000000), once it is
 * known to exist and not to have expired: the first check of every grant that signs a person in.
 */
export async function signingInTenant(
  tenants: TenantQueries,
  clock: Clock,
  params: Pick<TokenParameters, 'tenantId'>,
  headers: LoginHeaders,
): Promise<string> {
  const tenantId = params.tenantId || headers.tenantId || defaultTenantId;
  const tenant = await tenants.findByTenantId(tenantId);
  if (!tenant) throw new RefusedError(unknownTenant);
  if (tenant.expireTime && tenant.expireTime < clock.now()) throw new RefusedError(expiredTenant);
  return tenantId;
}
