import { type Kysely, sql } from 'kysely';

/**
 * When a definition's deployment was deleted. Its row stays: the instances started on it run on,
 * and their diagrams (process/model-view) still draw its XML; the lists, starts and state changes
 * pass it over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE flow_definition ADD COLUMN deleted_time timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE flow_definition DROP COLUMN deleted_time`.execute(db);
}
