import type { RequestContext } from '@platform/context/request-context';
import { ForbiddenError } from '@platform/errors/domain-errors';
import { platformTenantId } from '@platform/resource-registry/define-resource';

/**
 * The development tools read and write platform records (data sources, models, generator
 * settings): only the platform's own staff (tenant 000000) use them.
 */
export function assertPlatformStaff(caller: RequestContext): void {
  if (caller.tenantId !== platformTenantId) throw new ForbiddenError('仅平台管理员可以操作此数据');
}
