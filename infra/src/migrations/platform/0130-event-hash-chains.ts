import { type Kysely, sql } from 'kysely';

/**
 * Tamper evidence for the event store, in two chains (README, "Tamper-evident history"):
 *
 * - A stream chain, computed at append: each event's `stream_hash` covers its content, its
 *   metadata, when it was recorded and the previous event's hash in the same stream. The stream's
 *   expected revision already orders its appends (they take its es_streams row), so the link
 *   costs one primary-key read inside es_append and no statement more: appends to different
 *   streams of one tenant stay as concurrent as before.
 * - A tenant chain, sealed right behind the appends: es_seal links the tenant's events in the
 *   global order (transaction id, position), each seal covering the event's stream hash and the
 *   tenant's previous seal, and moves its checkpoint in the same statement, like a projection's
 *   batch. It reads only below the transaction-id fence, so a late commit is sealed in its place,
 *   never skipped. A chain at append instead would have to lock the tenant's head for the length
 *   of every append's transaction: one writer per tenant at a time.
 *
 * The hash of an event is computed by es_event_hash alone, at append and at verification, so
 * that both read its content the same way (jsonb's own canonical text, the instant in UTC).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION es_event_hash(
      p_previous bytea,
      p_stream_id text,
      p_revision bigint,
      p_event_id uuid,
      p_type text,
      p_data jsonb,
      p_metadata jsonb,
      p_recorded_at timestamptz
    ) RETURNS bytea
    LANGUAGE sql STABLE PARALLEL SAFE AS $$
      SELECT sha256(convert_to(jsonb_build_array(
        encode(coalesce(p_previous, ''::bytea), 'hex'), p_stream_id, p_revision, p_event_id, p_type,
        p_data, p_metadata, to_char(p_recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
      )::text, 'UTF8'))
    $$`.execute(db);

  await sql`
    CREATE FUNCTION es_seal_hash(p_previous bytea, p_tenant_id text, p_link bigint, p_event_hash bytea)
    RETURNS bytea
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT sha256(convert_to(jsonb_build_array(
        encode(coalesce(p_previous, ''::bytea), 'hex'), p_tenant_id, p_link, encode(p_event_hash, 'hex')
      )::text, 'UTF8'))
    $$`.execute(db);

  // Nullable: a row written around es_append has none, and verification reports it as altered.
  await sql`ALTER TABLE es_events ADD COLUMN stream_hash bytea`.execute(db);
  await linkExistingEvents(db);

  await sql`
    CREATE TABLE es_tenant_seals (
      tenant_id text NOT NULL,
      link bigint NOT NULL,
      transaction_id xid8 NOT NULL,
      global_position bigint NOT NULL,
      seal_hash bytea NOT NULL,
      sealed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, link),
      UNIQUE (transaction_id, global_position)
    )`.execute(db);

  await sql`
    INSERT INTO projection_checkpoints (name, commit_position, prepare_position)
    VALUES ('tenant-seals', 0, 0) ON CONFLICT (name) DO NOTHING`.execute(db);

  // As 0001's es_append, with each event's stream hash linked to the one before it: that
  // event is read by primary key once the stream's row is taken, so it has committed.
  await sql`
    CREATE OR REPLACE FUNCTION es_append(
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
      v_hash bytea;
      v_hashes bytea[] := '{}';
      v_recorded_at timestamptz := now();
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

      SELECT stream_hash INTO v_hash FROM es_events
        WHERE stream_id = p_stream_id AND stream_revision = v_next - v_count;
      FOR i IN 1 .. v_count LOOP
        v_hash := es_event_hash(v_hash, p_stream_id, v_next - v_count + i, p_event_ids[i], p_types[i],
                                p_data[i], p_metadata[i], v_recorded_at);
        v_hashes := v_hashes || v_hash;
      END LOOP;

      RETURN QUERY
        INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata, recorded_at, stream_hash)
        SELECT p_stream_id, v_next - v_count + e.ordinality, e.event_id, e.event_type, e.data, e.metadata,
               v_recorded_at, e.stream_hash
          FROM unnest(p_event_ids, p_types, p_data, p_metadata, v_hashes)
               WITH ORDINALITY AS e(event_id, event_type, data, metadata, stream_hash, ordinality)
        RETURNING v_next, es_events.transaction_id::text, es_events.global_position;
    END
    $$`.execute(db);

  await sealFunction('pg_snapshot_xmin(pg_current_snapshot())').execute(db);
}

/**
 * Seals, in the global order, at most p_limit events after the 'tenant-seals' checkpoint and
 * below the transaction-id fence (EVENTSTORE.md §1: every transaction that could still add an
 * event there has ended, so a late commit is sealed in its place, never skipped), and moves the
 * checkpoint past them, all in this one statement. The checkpoint's row is taken first, so a
 * second sealer waits and then starts where this one stopped. Answers how many it sealed.
 *
 * The fence is the SQL expression of the oldest transaction that may still append (migration 0192
 * takes it per database).
 */
export function sealFunction(fence: string) {
  return sql`
    CREATE OR REPLACE FUNCTION es_seal(p_limit int)
    RETURNS int
    LANGUAGE plpgsql AS $$
    DECLARE
      v_from record;
      v_fence xid8;
      v_event record;
      v_last record;
      v_link bigint;
      v_previous bytea;
      v_sealed int := 0;
    BEGIN
      SELECT commit_position::text::xid8 AS transaction_id, prepare_position AS global_position INTO v_from
        FROM projection_checkpoints WHERE name = 'tenant-seals' FOR UPDATE;
      v_fence := ${sql.raw(fence)};
      FOR v_event IN
        SELECT transaction_id, global_position, metadata->>'tenantId' AS tenant_id, stream_hash FROM es_events
         WHERE (transaction_id, global_position) > (v_from.transaction_id, v_from.global_position)
           AND transaction_id < v_fence
         ORDER BY transaction_id, global_position
         LIMIT p_limit
      LOOP
        SELECT link, seal_hash INTO v_link, v_previous FROM es_tenant_seals
         WHERE tenant_id = v_event.tenant_id ORDER BY link DESC LIMIT 1;
        v_link := coalesce(v_link + 1, 0);
        INSERT INTO es_tenant_seals (tenant_id, link, transaction_id, global_position, seal_hash)
        VALUES (v_event.tenant_id, v_link, v_event.transaction_id, v_event.global_position,
                es_seal_hash(v_previous, v_event.tenant_id, v_link, v_event.stream_hash));
        v_last := v_event;
        v_sealed := v_sealed + 1;
      END LOOP;
      IF v_sealed > 0 THEN
        UPDATE projection_checkpoints
           SET commit_position = v_last.transaction_id::text::bigint, prepare_position = v_last.global_position,
               updated_at = now()
         WHERE name = 'tenant-seals';
      END IF;
      RETURN v_sealed;
    END
    $$`;
}

/** Links the events stored before this migration, stream by stream in revision order. */
async function linkExistingEvents(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$
    DECLARE
      v_event record;
      v_hash bytea;
      v_stream text := NULL;
    BEGIN
      FOR v_event IN SELECT * FROM es_events ORDER BY stream_id, stream_revision LOOP
        IF v_stream IS DISTINCT FROM v_event.stream_id THEN
          v_hash := NULL;
          v_stream := v_event.stream_id;
        END IF;
        v_hash := es_event_hash(v_hash, v_event.stream_id, v_event.stream_revision, v_event.event_id,
                                v_event.event_type, v_event.data, v_event.metadata, v_event.recorded_at);
        UPDATE es_events SET stream_hash = v_hash
         WHERE stream_id = v_event.stream_id AND stream_revision = v_event.stream_revision;
      END LOOP;
    END
    $$`.execute(db);
}
