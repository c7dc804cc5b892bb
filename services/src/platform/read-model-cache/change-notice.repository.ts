import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';

/**
 * Sends a notice on a channel through `db`: inside a transaction it goes out when that commits
 * (and never if it rolls back), to every session listening, this process's included.
 */
export async function sendChangeNotice(
  db: Kysely<Database>,
  channel: string,
  payload: string,
): Promise<void> {
  await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db);
}
