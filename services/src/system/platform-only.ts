import type { RequestContext } from '@platform/context/request-context';
import { ForbiddenError } from '@platform/errors/domain-errors';
import { platformTenantId } from '@platform/resource-registry/define-resource';

/** Tenants and regions are the platform's: only its own staff (tenant 000000) change them. */
export function assertPlatform(caller: RequestContext): void {
  if (caller.tenantId !== platformTenantId) throw new ForbiddenError('仅平台管理员可以操作此数据');
}
