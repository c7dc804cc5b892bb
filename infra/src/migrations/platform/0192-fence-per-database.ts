import { type Kysely, sql } from 'kysely';

/**
 * The transaction-id fence of the global order (EVENTSTORE.md §1), taken per database.
 *
 * `pg_snapshot_xmin` is the oldest transaction running anywhere on the server: a long transaction
 * in another database on the same server (another application's, a test file's, a bench's) held
 * every projection, and with them every read-your-writes answer, for as long as it ran. Only
 * transactions of this database can append here, so es_fence leaves out of the snapshot's running
 * transactions those that a backend of another database is seen running. The test is one-sided: a
 * transaction that has ended since the snapshot, or whose backend cannot be seen, still holds the
 * fence, so the fence is never later than the truth; an id belongs to one backend and so to one
 * database for good, so even a stale view of the backends cannot let through one of this database.
 *
 * The projections' reads (es_read_types here, readAll in the store) and the tenant sealer (es_seal)
 * take this fence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION es_fence() RETURNS xid8
    LANGUAGE sql STABLE AS $$
      SELECT coalesce(
               (SELECT min(running.id) FROM pg_snapshot_xip(snapshot.now) AS running(id)
                 WHERE xid(running.id) NOT IN (
                   SELECT backend.backend_xid FROM pg_stat_get_activity(NULL) AS backend
                    WHERE backend.backend_xid IS NOT NULL
                      AND backend.datid <> (SELECT oid FROM pg_database WHERE datname = current_database()))),
               pg_snapshot_xmax(snapshot.now))
        FROM pg_current_snapshot() AS snapshot(now)
    $$`.execute(db);

  // es_read_types of migration 0066, with the fence above.
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
    LANGUAGE sql STABLE
    SET enable_bitmapscan = off
    SET enable_seqscan = off
    AS $$
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
      ORDER BY e.transaction_id, e.global_position
    $$`.execute(db);

  // es_seal of migration 0130, with the fence above: a chain is sealed right behind its appends.
  await sql`
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
      v_fence := es_fence();
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
    $$`.execute(db);
}
