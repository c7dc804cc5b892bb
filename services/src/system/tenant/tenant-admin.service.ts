import { executeAllOrNothing } from '@platform/commands/all-or-nothing';
import type { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError, ForbiddenError, NotFoundError } from '@platform/errors/domain-errors';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import type { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { resourceDecider } from '@platform/resource-registry/resource.decider';
import type { ResourceRepository, WireRecord } from '@platform/resource-registry/resource.repository';
import { tenantPackageResource } from '@services/system/tenant-package.resource';
import { tenantResource } from '@services/system/tenant.resource';
import type { TenantProvisioning } from '@services/system/tenant/tenant-provisioning';

const platformOnly = '仅平台管理员可以操作此数据';
export const tenantNotFound = '租户不存在';

/**
 * The platform's tenant calls with behaviour of their own: creating a tenant provisions it
 * (tenant-provisioning.ts); quota, data source and package are edits of the tenant record.
 */
export class TenantAdminService {
  constructor(
    private readonly deps: {
      resources: ResourceHandlers;
      executor: CommandExecutor;
      records: ResourceRepository;
      provisioning: TenantProvisioning;
    },
  ) {}

  /** tenant/submit: creates (and provisions) without an id, else updates; answers the record. */
  async submit(
    id: string | undefined,
    values: Record<string, unknown>,
    context: RequestContext,
    at: Date,
  ): Promise<WireRecord | undefined> {
    assertPlatform(context);
    let savedId: string;
    if (id === undefined) {
      savedId = await this.deps.provisioning.create(values, context, at);
    } else {
      const current = await this.deps.records.detail(tenantResource, context.tenantId, id);
      if (current && current.tenantId !== values.tenantId) throw new RefusedError('租户ID不可修改');
      savedId = await this.deps.resources.submit(tenantResource, id, values, context);
    }
    return this.deps.records.detail(tenantResource, context.tenantId, savedId);
  }

  /** tenant/setting: the account quota and expiry of several tenants, all or nothing. */
  async setting(
    ids: readonly string[],
    values: { accountNumber: unknown; expireTime: unknown },
    context: RequestContext,
    at: Date,
  ): Promise<void> {
    assertPlatform(context);
    await this.update(ids, values, context, at);
  }

  /** tenant/datasource and tenant/package-setting: one field of the tenant with this number. */
  async setByTenantNumber(
    tenantId: string,
    values: Record<string, unknown>,
    context: RequestContext,
    at: Date,
  ): Promise<void> {
    assertPlatform(context);
    if (typeof values.packageId === 'string') await this.packageOf(values.packageId, context);
    await this.update([(await this.byNumber(tenantId, context)).id], values, context, at);
  }

  /** tenant/package-detail: the package of the tenant with this number, or {} without one. */
  async packageDetail(tenantId: string, context: RequestContext): Promise<WireRecord | object> {
    assertPlatform(context);
    const tenant = await this.byNumber(tenantId, context);
    if (typeof tenant.packageId !== 'string') return {};
    return (await this.deps.records.detail(tenantPackageResource, context.tenantId, tenant.packageId)) ?? {};
  }

  private async packageOf(packageId: string, context: RequestContext): Promise<WireRecord> {
    const found = await this.deps.records.detail(tenantPackageResource, context.tenantId, packageId);
    if (!found) throw new RefusedError('产品包不存在');
    return found;
  }

  private async byNumber(tenantId: string, context: RequestContext): Promise<WireRecord> {
    const [tenant] = await this.deps.records.select(tenantResource, context.tenantId, [
      { field: 'tenantId', op: '=', value: tenantId },
    ]);
    if (!tenant) throw new NotFoundError(tenantNotFound);
    return tenant;
  }

  private async update(
    ids: readonly string[],
    values: Record<string, unknown>,
    context: RequestContext,
    at: Date,
  ): Promise<void> {
    const command = {
      kind: 'update' as const,
      tenantId: context.tenantId,
      values,
      userId: context.userId,
      at: at.toISOString(),
    };
    const targets = ids.map((id) => ({ id, streamId: tenantResource.streamId(id), command }));
    await executeAllOrNothing(this.deps.executor, resourceDecider(tenantResource), targets, context, at);
  }
}

function assertPlatform(context: RequestContext): void {
  if (context.tenantId !== platformTenantId) throw new ForbiddenError(platformOnly);
}
