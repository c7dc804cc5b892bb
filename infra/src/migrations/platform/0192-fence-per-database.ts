import { type Kysely, sql } from 'kysely';
import { readTypesFunction } from '@infra/migrations/platform/0066-events-by-type';
import { sealFunction } from '@infra/migrations/platform/0130-event-hash-chains';

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

  await readTypesFunction('es_fence()').execute(db);
  await sealFunction('es_fence()').execute(db);
}
