import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import type { ResourceRepository, WireRecord } from '@platform/resource-registry/resource.repository';
import { tenantResource } from '@services/system/tenant/tenant.resource';

const tenantNotFound = '租户不存在';

/** The tenant record with this number (tenant/datasource, package-setting, package-detail name it so). */
export async function tenantByNumber(
  records: ResourceRepository,
  tenantId: string,
  caller: RequestContext,
): Promise<WireRecord> {
  const [tenant] = await records.select(tenantResource, caller.tenantId, [
    { field: 'tenantId', op: '=', value: tenantId },
  ]);
  if (!tenant) throw new NotFoundError(tenantNotFound);
  return tenant;
}
