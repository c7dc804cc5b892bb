import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';

const platformTenantId = '000000';
const initPasswordKey = 'account.initPassword';
/** BladeX's default when neither the tenant nor the platform sets the parameter. */
const fallbackInitPassword = '123456';

/** The password a reset gives (param account.initPassword), as the user would type it. */
export class InitPasswordRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The tenant's own parameter wins over the platform's. */
  async initPassword(tenantId: string): Promise<string> {
    const row = await this.db
      .selectFrom('blade_param')
      .select('param_value')
      .where('param_key', '=', initPasswordKey)
      .where('tenant_id', 'in', [tenantId, platformTenantId])
      .orderBy(sql`tenant_id = ${platformTenantId}`)
      .orderBy('id')
      .executeTakeFirst();
    return row?.param_value || fallbackInitPassword;
  }
}
