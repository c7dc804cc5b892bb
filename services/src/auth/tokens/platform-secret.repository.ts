import type { AuthSessionDb } from '@infra/schema/auth-sessions.tables';

/** Named secrets every process sharing the database must agree on (table platform_secret). */
export class PlatformSecretRepository {
  constructor(private readonly db: AuthSessionDb) {}

  async find(name: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('platform_secret')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.value;
  }

  /** Keeps the value already stored under `name`, if any: the first writer's secret wins. */
  async insertIfAbsent(name: string, value: string): Promise<void> {
    await this.db
      .insertInto('platform_secret')
      .values({ name, value })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
}
