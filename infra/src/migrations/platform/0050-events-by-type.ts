import { type Kysely, sql } from 'kysely';

/**
 * Serves a projection's catch-up read of the types it handles: one index range per type, already
 * in the global order (transaction id, position), so a read costs what it returns however many
 * events of other types the store holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX es_events_by_type ON es_events (event_type, transaction_id, global_position)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX es_events_by_type`.execute(db);
}
