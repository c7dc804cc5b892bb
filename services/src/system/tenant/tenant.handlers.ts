import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAllOrNothing } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { ReferenceChecks } from '@platform/references/reference-checks';
import { resourceDecider } from '@platform/resource-registry/resource.decider';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { MenuQueries } from '@projections/system/menu/menu.queries';
import { assertPlatform } from '@services/system/platform-only';
import { tenantByNumber } from '@services/system/tenant/tenant-by-number';
import { provisionTenant, type TenantProvisioningDeps } from '@services/system/tenant/tenant-provisioning';
import { tenantResource } from '@services/system/tenant/tenant.resource';
import { PasswordHasher } from '@services/user/user.public';

/**
 * The platform's tenant calls with behaviour of their own: creating a tenant provisions it
 * (tenant-provisioning.ts); quota, data source and package are edits of the tenant record.
 */
@Injectable()
export class TenantHandlers {
  private readonly provisioning: TenantProvisioningDeps;

  constructor(
    private readonly resources: ResourceHandlers,
    private readonly executor: CommandExecutor,
    private readonly records: ResourceRepository,
    private readonly clock: Clock,
    private readonly references: ReferenceChecks,
    @Inject(SnowflakeIdGenerator) ids: SnowflakeIdGenerator,
    @Inject(MenuQueries) menus: MenuQueries,
    @Inject(RUNTIME) runtime: Runtime,
  ) {
    const store = runtime.infrastructure.store;
    this.provisioning = { executor, store, ids, hasher: new PasswordHasher(), records, menus };
  }

  /** tenant/submit: creates (and provisions) without an id, else updates; answers the tenant's id. */
  async submit(id: string | undefined, values: Record<string, unknown>, caller: RequestContext) {
    assertPlatform(caller);
    if (id === undefined) {
      await this.references.assertExist(tenantResource.table, values, caller.tenantId);
      return provisionTenant(this.provisioning, values, caller, this.clock.now());
    }
    const current = await this.records.detail(tenantResource, caller.tenantId, id);
    if (current && current.tenantId !== values.tenantId) throw new RefusedError('租户ID不可修改');
    return (await this.resources.submit(tenantResource, id, values, caller)).id;
  }

  /** tenant/setting: the account quota and expiry of several tenants, all or nothing. */
  async setting(
    ids: readonly string[],
    values: { accountNumber: unknown; expireTime: unknown },
    caller: RequestContext,
  ): Promise<void> {
    assertPlatform(caller);
    await this.update(ids, values, caller);
  }

  /** tenant/datasource and tenant/package-setting: one field of the tenant with this number. */
  async setByTenantNumber(tenantId: string, values: Record<string, unknown>, caller: RequestContext) {
    assertPlatform(caller);
    await this.references.assertExist(tenantResource.table, values, caller.tenantId);
    await this.update([(await tenantByNumber(this.records, tenantId, caller)).id], values, caller);
  }

  private async update(ids: readonly string[], values: Record<string, unknown>, caller: RequestContext) {
    const at = this.clock.now();
    const command = {
      kind: 'update' as const,
      tenantId: caller.tenantId,
      values,
      userId: caller.userId,
      at: at.toISOString(),
    };
    const targets = ids.map((id) => ({ id, streamId: tenantResource.streamId(id), command }));
    await executeAllOrNothing(this.executor, resourceDecider(tenantResource), targets, caller, at);
  }
}
