import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** The name an instance records for whoever starts it (startUserName, applyUserName). */
export class UserNameQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async of(tenantId: string, userId: string, fallback: string): Promise<string> {
    const user = await this.db
      .selectFrom('blade_user')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .select('real_name')
      .executeTakeFirst();
    return user?.real_name || fallback;
  }
}
