import { type Kysely, sql } from 'kysely';

/**
 * Serves the audit explorer's event search (services/src/audit): each usual filter (the tenant,
 * the user, the request's correlation id, the aggregate type) has an index in the global order,
 * so a page of the newest or oldest matches reads a page of index entries, not the whole store.
 * The aggregate type is the prefix of the stream id, before its first '-'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX es_events_by_tenant
    ON es_events ((metadata->>'tenantId'), transaction_id, global_position)`.execute(db);
  await sql`
    CREATE INDEX es_events_by_user
    ON es_events ((metadata->>'userId'), transaction_id, global_position)`.execute(db);
  await sql`
    CREATE INDEX es_events_by_correlation
    ON es_events ((metadata->>'correlationId'), transaction_id, global_position)`.execute(db);
  await sql`
    CREATE INDEX es_events_by_aggregate_type
    ON es_events ((split_part(stream_id, '-', 1)), transaction_id, global_position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX es_events_by_aggregate_type`.execute(db);
  await sql`DROP INDEX es_events_by_correlation`.execute(db);
  await sql`DROP INDEX es_events_by_user`.execute(db);
  await sql`DROP INDEX es_events_by_tenant`.execute(db);
}
