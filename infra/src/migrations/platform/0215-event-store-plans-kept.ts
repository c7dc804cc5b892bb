import { type Kysely, sql } from 'kysely';

/**
 * The fence (0192) and the projections' read by type (0066) in PL/pgSQL, with the same SQL inside.
 *
 * A SQL-language function that cannot be inlined (es_fence reads from a function in FROM;
 * es_read_types sets planner options) plans its query at every call, and PostgreSQL 15 keeps no
 * plan between calls: planning es_read_types' lateral merge cost about 1 ms, five times what
 * running it costs when a projection is caught up, and every projection read and every
 * read-your-writes answer paid it. PL/pgSQL keeps each statement's plan for the session, so a
 * pooled connection plans once. The answers are the same: both functions still read in the
 * snapshot of the statement that calls them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION es_fence() RETURNS xid8
    LANGUAGE plpgsql STABLE AS $$
    BEGIN
      RETURN (
        SELECT coalesce(
                 (SELECT min(running.id) FROM pg_snapshot_xip(snapshot.now) AS running(id)
                   WHERE xid(running.id) NOT IN (
                     SELECT backend.backend_xid FROM pg_stat_get_activity(NULL) AS backend
                      WHERE backend.backend_xid IS NOT NULL
                        AND backend.datid <> (SELECT oid FROM pg_database WHERE datname = current_database()))),
                 pg_snapshot_xmax(snapshot.now))
          FROM pg_current_snapshot() AS snapshot(now));
    END
    $$`.execute(db);

  await sql`
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
    LANGUAGE plpgsql STABLE
    SET enable_bitmapscan = off
    SET enable_seqscan = off
    AS $$
    BEGIN
      RETURN QUERY
        SELECT fence.xmin::text, e.global_position, e.transaction_id::text, e.stream_id, e.stream_revision,
               e.event_id, e.event_type, e.data, e.metadata, e.recorded_at
        FROM (SELECT es_fence() AS xmin) AS fence
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
        ORDER BY e.transaction_id, e.global_position;
    END
    $$`.execute(db);
}
