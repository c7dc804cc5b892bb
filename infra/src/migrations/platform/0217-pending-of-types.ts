import { type Kysely, sql } from 'kysely';

/**
 * What follows each of several readers of some event types (a projection's lag, for /api/health):
 * how many events of its types come after its cursor, counted up to p_cap in es_events_by_type
 * (0066) without reading an event, and when the first of them was recorded. p_cursors is a JSON
 * array of {place, types, after_transaction, after_position}; one row answers each place.
 *
 * Health asked this by reading each projection's pending events, their data included, up to
 * 10,000 apiece: 60 statements per call, and whole events while projections lagged, the very
 * moment health is polled most. Index walks only, as es_read_types, whatever the statistics say.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION es_pending_of_types(p_cursors jsonb, p_cap int)
    RETURNS TABLE (place int, pending int, first_recorded_at timestamptz)
    LANGUAGE plpgsql STABLE
    SET enable_bitmapscan = off
    SET enable_seqscan = off
    AS $$
    BEGIN
      RETURN QUERY
        SELECT asked.place, counted.pending, first.recorded_at
          FROM jsonb_to_recordset(p_cursors)
               AS asked(place int, types text[], after_transaction xid8, after_position bigint)
          CROSS JOIN LATERAL (
            SELECT count(*)::int AS pending FROM (
              SELECT FROM unnest(asked.types) AS wanted(event_type)
              CROSS JOIN LATERAL (
                SELECT FROM es_events AS stored
                 WHERE stored.event_type = wanted.event_type
                   AND (stored.transaction_id, stored.global_position)
                       > (asked.after_transaction, asked.after_position)
                 LIMIT p_cap
              ) AS of_type
              LIMIT p_cap
            ) AS capped
          ) AS counted
          CROSS JOIN LATERAL (
            SELECT min(next.recorded_at) AS recorded_at
              FROM unnest(asked.types) AS wanted(event_type)
              CROSS JOIN LATERAL (
                SELECT stored.recorded_at FROM es_events AS stored
                 WHERE stored.event_type = wanted.event_type
                   AND (stored.transaction_id, stored.global_position)
                       > (asked.after_transaction, asked.after_position)
                 ORDER BY stored.transaction_id, stored.global_position
                 LIMIT 1
              ) AS next
          ) AS first;
    END
    $$`.execute(db);
}
