import { type Kysely, sql } from 'kysely';

/**
 * es_read_types (0215) reads the fence once per call. As `(SELECT es_fence()) AS fence` in FROM,
 * the planner pulled the subquery up and called es_fence() again at every use of fence.xmin: once
 * per event type in the lateral scans, and twice more, so a projection of nine types paid eleven
 * fences per read, each a scan of the running transactions. A variable is computed once, and
 * every type's scan is bounded by the same fence, as the one snapshot already promised.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
    DECLARE
      v_fence xid8 := es_fence();
    BEGIN
      RETURN QUERY
        SELECT v_fence::text, e.global_position, e.transaction_id::text, e.stream_id, e.stream_revision,
               e.event_id, e.event_type, e.data, e.metadata, e.recorded_at
        -- One row even when no event is found: the reader learns the fence from it.
        FROM (SELECT 1) AS once
        LEFT JOIN LATERAL (
          SELECT per_type.* FROM unnest(p_types) AS wanted(event_type)
          CROSS JOIN LATERAL (
            SELECT * FROM es_events AS stored
            WHERE stored.event_type = wanted.event_type
              AND (stored.transaction_id, stored.global_position) > (p_after_transaction, p_after_position)
              AND stored.transaction_id < v_fence
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
