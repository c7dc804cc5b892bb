import { type Kysely, sql } from 'kysely';

/**
 * Serves a projection's catch-up read of the types it handles: one index range per type, already
 * in the global order (transaction id, position), merged, so a read costs what it returns however
 * many events of other types the store holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX es_events_by_type ON es_events (event_type, transaction_id, global_position)`.execute(
    db,
  );

  await readTypesFunction('pg_snapshot_xmin(pg_current_snapshot())').execute(db);
}

/**
 * Answers the events of p_types after the cursor, below the transaction-id fence, and the fence
 * itself on every row (on one row of nulls when there is no event). Bitmap and sequential scans
 * are off inside: with stale statistics (right after a bulk load) the planner would otherwise
 * fetch and sort every event of a type after the cursor at each read, instead of walking the
 * index in order and stopping at the limit.
 *
 * The fence is the SQL expression of the oldest transaction that may still append (migration 0192
 * takes it per database).
 */
export function readTypesFunction(fence: string) {
  return sql`
    CREATE OR REPLACE FUNCTION es_read_types(
      p_after_transaction xid8,
      p_after_position bigint,
      p_types text[],
      p_limit int
    ) RETURNS TABLE (
      fence_text text,
      global_position bigint,
      transaction_text text,
      stream_id text,
      stream_revision bigint,
      event_id uuid,
      event_type text,
      data jsonb,
      metadata jsonb,
      recorded_at timestamptz
    )
    LANGUAGE sql STABLE
    SET enable_bitmapscan = off
    SET enable_seqscan = off
    AS $$
      SELECT fence.xmin::text, e.global_position, e.transaction_id::text, e.stream_id, e.stream_revision,
             e.event_id, e.event_type, e.data, e.metadata, e.recorded_at
      FROM (SELECT ${sql.raw(fence)} AS xmin) AS fence
      LEFT JOIN LATERAL (
        SELECT per_type.* FROM unnest(p_types) AS wanted(event_type)
        CROSS JOIN LATERAL (
          SELECT * FROM es_events AS stored
          WHERE stored.event_type = wanted.event_type
            AND (stored.transaction_id, stored.global_position) > (p_after_transaction, p_after_position)
            AND stored.transaction_id < fence.xmin
          ORDER BY stored.transaction_id, stored.global_position
          LIMIT p_limit
        ) AS per_type
        ORDER BY per_type.transaction_id, per_type.global_position
        LIMIT p_limit
      ) AS e ON true
      ORDER BY e.transaction_id, e.global_position
    $$`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION es_read_types`.execute(db);
  await sql`DROP INDEX es_events_by_type`.execute(db);
}
