import { type Kysely, sql } from 'kysely';

/**
 * The event store's two reads on the write path keep one plan per session, and it walks an index.
 *
 * - es_read_types (0215, 0218) was planned again at every call. PL/pgSQL keeps a statement's plan
 *   source, but PostgreSQL (plan_cache_mode auto) prices the generic plan for ten event types and
 *   each custom plan for the types actually asked: the generic plan looks dearer, so a custom one
 *   was made every time, the same lateral index walk at about 0.2 ms of planning per read, more
 *   than the read itself (pg_stat_statements' plans per call). The index-only settings already
 *   make the generic plan the plan wanted, so it is now the one always used.
 * - A command's stream read (`stream_id = ANY(...)` from the server) was planned per call on the
 *   same grounds, and once PostgreSQL did keep a generic plan, it kept the one made while es_events
 *   was small: a sequential scan of the whole store for each command. es_read_streams reads by the
 *   primary key whatever the table's size was when it was first planned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER FUNCTION es_read_types(xid8, bigint, text[], int) SET plan_cache_mode = force_generic_plan`.execute(
    db,
  );

  // Whole rows: the store's reads name their columns once (stored-event-row.ts) and order them.
  await sql`
    CREATE FUNCTION es_read_streams(p_stream_ids text[]) RETURNS SETOF es_events
    LANGUAGE plpgsql STABLE
    SET enable_bitmapscan = off
    SET enable_seqscan = off
    SET plan_cache_mode = force_generic_plan
    AS $$
    BEGIN
      RETURN QUERY SELECT * FROM es_events WHERE stream_id = ANY(p_stream_ids);
    END
    $$`.execute(db);
}
