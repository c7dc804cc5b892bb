import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** A secret every process sharing the database must agree on (migration 0005), generated once. */
export interface PlatformSecretTable {
  name: string;
  value: string;
  created_at: ColumnType<Date, never, never>;
}

// A state table, not a read model (no events write it): its one writer, below, declares it.
declare module '@infra/schema/database' {
  interface Database {
    platform_secret: PlatformSecretTable;
  }
}

/** Named secrets every process sharing the database must agree on (table platform_secret). */
export class PlatformSecretRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
