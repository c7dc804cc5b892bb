import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';

const platformTenantId = '000000';

/**
 * System parameters (blade-system/param) as settings: a tenant's own value of a key wins over the
 * platform's, so the platform sets defaults and each tenant may override them.
 */
export class ParamQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async value(tenantId: string, key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('blade_param')
      .select('param_value')
      .where('param_key', '=', key)
      .where('tenant_id', 'in', [tenantId, platformTenantId])
      .orderBy(sql`tenant_id = ${platformTenantId}`)
      .orderBy('id')
      .executeTakeFirst();
    return row?.param_value || undefined;
  }

  /** A positive whole-number setting, or `fallback` when unset or not one. */
  async positiveInteger(tenantId: string, key: string, fallback: number): Promise<number> {
    const value = Number(await this.value(tenantId, key));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  }
}
