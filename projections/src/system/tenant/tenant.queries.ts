import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { TenantSummary } from '@services/system/tenant/tenant.wire';

/** Lookups of tenants for signing in: by number, and by the domain the console is served on. */
export class TenantQueries {
  constructor(private readonly db: Kysely<Database>) {}

  findByTenantId(tenantId: string): Promise<TenantSummary | undefined> {
    return this.summaries().where('tenant_id', '=', tenantId).executeTakeFirst();
  }

  findByDomain(domain: string): Promise<TenantSummary | undefined> {
    return this.summaries().where('domain', '=', domain).executeTakeFirst();
  }

  private summaries() {
    return this.db
      .selectFrom('blade_tenant')
      .select([
        'tenant_id as tenantId',
        'tenant_name as tenantName',
        'domain',
        'background_url as backgroundUrl',
        'expire_time as expireTime',
      ])
      .where('status', '=', 1);
  }
}
