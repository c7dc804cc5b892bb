import { type Kysely, sql } from 'kysely';

/**
 * The SQL event store (EVENTSTORE.md §1–2). Each event records the id of the transaction that
 * wrote it; readers only take rows whose transaction is older than every transaction still
 * running, and resume by (transaction_id, global_position), so a late commit is never skipped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE es_streams (
      stream_id text PRIMARY KEY,
      revision bigint NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE es_events (
      global_position bigserial NOT NULL,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      stream_id text NOT NULL,
      stream_revision bigint NOT NULL,
      event_id uuid NOT NULL UNIQUE,
      event_type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (stream_id, stream_revision)
    )`.execute(db);

  await sql`CREATE UNIQUE INDEX es_events_global_order ON es_events (transaction_id, global_position)`.execute(
    db,
  );

  // One call appends to one stream: checks and moves the stream's revision, then writes every
  // event with unnest. A broken expectation raises SQLSTATE ES409 and the caller's
  // transaction rolls back, so a multi-stream append is all or nothing.
  await sql`
    CREATE FUNCTION es_append(
      p_stream_id text,
      p_expected text,
      p_event_ids uuid[],
      p_types text[],
      p_data jsonb[],
      p_metadata jsonb[]
    ) RETURNS TABLE (next_revision bigint, commit_position text, prepare_position bigint)
    LANGUAGE plpgsql AS $$
    DECLARE
      v_count bigint := cardinality(p_types);
      v_next bigint;
      v_actual bigint;
    BEGIN
      IF p_expected = 'no_stream' THEN
        INSERT INTO es_streams (stream_id, revision) VALUES (p_stream_id, v_count - 1)
          ON CONFLICT (stream_id) DO NOTHING
          RETURNING revision INTO v_next;
      ELSIF p_expected = 'any' THEN
        INSERT INTO es_streams AS s (stream_id, revision) VALUES (p_stream_id, v_count - 1)
          ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + v_count
          RETURNING revision INTO v_next;
      ELSE
        UPDATE es_streams SET revision = revision + v_count
          WHERE stream_id = p_stream_id AND revision = p_expected::bigint
          RETURNING revision INTO v_next;
      END IF;

      IF v_next IS NULL THEN
        SELECT revision INTO v_actual FROM es_streams WHERE stream_id = p_stream_id;
        RAISE EXCEPTION USING
          ERRCODE = 'ES409',
          MESSAGE = 'wrong expected revision',
          DETAIL = coalesce(v_actual, -1)::text;
      END IF;

      RETURN QUERY
        INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
        SELECT p_stream_id, v_next - v_count + e.ordinality, e.event_id, e.event_type, e.data, e.metadata
          FROM unnest(p_event_ids, p_types, p_data, p_metadata)
               WITH ORDINALITY AS e(event_id, event_type, data, metadata, ordinality)
        RETURNING v_next, es_events.transaction_id::text, es_events.global_position;
    END
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION es_append`.execute(db);
  await sql`DROP TABLE es_events`.execute(db);
  await sql`DROP TABLE es_streams`.execute(db);
}
