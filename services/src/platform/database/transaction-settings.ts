import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '@infra/schema/database';

/** Settings by name (PostgreSQL's, or a custom `prefix.name` a default or policy reads). */
export type TransactionSettings = Readonly<Record<string, string>>;

/**
 * `work` in a transaction of `db` whose `settings` hold for that transaction alone (set_config
 * with is_local, as SET LOCAL does): a statement that needs the planner or its defaults told
 * something runs with it, and the pooled connection goes back as it came. All settings in one
 * round trip.
 */
export function withTransactionSettings<Result>(
  db: Kysely<Database>,
  settings: TransactionSettings,
  work: (trx: Transaction<Database>) => Promise<Result>,
): Promise<Result> {
  return db.transaction().execute(async (trx) => {
    const entries = Object.entries(settings);
    if (entries.length > 0)
      await sql`SELECT ${sql.join(entries.map(([name, value]) => sql`set_config(${name}, ${value}, true)`))}`.execute(
        trx,
      );
    return work(trx);
  });
}
