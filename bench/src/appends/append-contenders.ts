import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { Pool } from 'pg';
import { openPostgres } from '@platform/database/database';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { migrateToLatest } from '@infra/migrations/migrate';
import { benchEvent, newStreamId } from '@bench/appends/bench-event';

/** One way of writing events, measured by how many single-event appends to new streams it takes. */
export interface AppendContender {
  readonly name: string;
  appendOne(): Promise<void>;
  close(): Promise<void>;
}

export type OpenContender = (url: string, poolSize: number) => Promise<AppendContender>;

/** Ours: es_append checks 'no_stream' on es_streams and inserts the event, one round trip. */
export const openSteward: OpenContender = async (url, poolSize) => {
  const database = openPostgres(url, poolSize);
  await migrateToLatest(database.db);
  const store = new SqlEventStore(database);
  return {
    name: 'Steward SqlEventStore',
    async appendOne() {
      await store.append([
        { streamId: newStreamId(), expectedRevision: 'no_stream', events: [benchEvent()] },
      ]);
    },
    async close() {
      await store.close();
      await database.close();
    },
  };
};

/**
 * The floor: the same event rows INSERTed in autocommit into es_events itself, so that columns,
 * defaults (the xid8 transaction id) and indexes are exactly ours, without the stream check.
 */
export const openPlainInsert: OpenContender = async (url, poolSize) => {
  const database = openPostgres(url, 1);
  await migrateToLatest(database.db);
  await database.close();
  const pool = new Pool({ connectionString: url, max: poolSize });
  // Dropping the scratch database at the end may cut idle connections; that must not crash the bench.
  pool.on('error', () => {});
  return {
    name: 'plain INSERT',
    async appendOne() {
      const event = benchEvent();
      await pool.query(
        `INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
         VALUES ($1, 0, $2, $3, $4, $5)`,
        [
          newStreamId(),
          event.eventId,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
        ],
      );
    },
    close: () => pool.end(),
  };
};

/** The peer: Emmett 0.42 on a pool of the same size as ours (its default would be 10). */
export const openEmmett: OpenContender = async (url, poolSize) => {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // Dropping the scratch database at the end may cut idle connections; that must not crash the bench.
  pool.on('error', () => {});
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  await store.schema.migrate();
  return {
    name: 'Emmett 0.42',
    async appendOne() {
      const { type, data, metadata } = benchEvent();
      await store.appendToStream(newStreamId(), [{ type, data, metadata }], {
        expectedStreamVersion: STREAM_DOES_NOT_EXIST,
      });
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
};
