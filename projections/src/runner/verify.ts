import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { SqlDatabase } from '@platform/database/database';
import {
  compareGlobalPositions,
  type EventStore,
  type GlobalPosition,
  startOfAll,
} from '@platform/event-store/event-store.port';
import { loadCheckpoint } from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';

/** One table of a read model, live beside rebuilt from the events up to the same checkpoint. */
export interface TableComparison {
  table: string;
  liveChecksum: string;
  rebuiltChecksum: string;
  rows: number;
  /** Rows (as PostgreSQL writes a row) the live table holds and the rebuild does not; at most `shown`. */
  onlyLive: string[];
  /** Rows the rebuild holds and the live table does not; at most `shown`. */
  onlyRebuilt: string[];
}

export interface ProjectionComparison {
  projection: string;
  /** The live checkpoint both sides stand at. */
  position: GlobalPosition;
  events: number;
  tables: TableComparison[];
}

const shown = 20;

/**
 * Rebuilds a projection into a scratch schema and compares it with the live read model, table by
 * table, by a checksum of their rows (and the rows themselves where the checksums differ). The
 * scratch tables are copies of the live ones' shape; the projection's own `apply` writes into them
 * because the scratch schema comes first on the search path, so the rules rebuilt are the rules
 * that run. Both sides are taken at the live checkpoint: the rebuild replays up to it, then the
 * comparison runs in one repeatable-read transaction that first catches the rebuild up with any
 * batch the live runner committed meanwhile. The scratch schema is dropped at the end.
 */
export async function verifyProjection(
  database: SqlDatabase,
  store: EventStore,
  projection: Projection,
  batchSize = 2000,
): Promise<ProjectionComparison> {
  const db = database.db;
  const scratch = `verify_${randomUUID().replaceAll('-', '')}`;
  await sql`CREATE SCHEMA ${sql.id(scratch)}`.execute(db);
  try {
    for (const table of projection.tables)
      await sql`CREATE TABLE ${sql.id(scratch, table)} (LIKE ${sql.id('public', table)} INCLUDING ALL)`.execute(
        db,
      );
    type InTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
    // Each batch of the long replay commits on its own: a writing transaction held open would
    // hold back every projection's fence meanwhile (EVENTSTORE.md §1).
    const eachInItsOwn: InTransaction = (work) => db.transaction().execute(work);
    const replay = async (inTransaction: InTransaction, from: GlobalPosition, to: GlobalPosition) => {
      let position = from;
      let events = 0;
      for (;;) {
        const read = await store.readAllOfTypes(position, projection.handles, batchSize);
        const upTo = read.events.filter((event) => compareGlobalPositions(event.position, to) <= 0);
        if (upTo.length > 0)
          await inTransaction(async (trx) => {
            await sql`SET LOCAL search_path TO ${sql.id(scratch)}, public`.execute(trx);
            await projection.apply(trx, upTo);
            await sql`SET LOCAL search_path TO public`.execute(trx);
          });
        events += upTo.length;
        if (upTo.length < read.events.length || read.events.length < batchSize) return events;
        position = read.seenUpTo;
      }
    };
    const live = await loadCheckpoint(db, projection.name);
    let events = await replay(eachInItsOwn, startOfAll, live);
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const now = await checkpointIn(trx, projection.name);
        if (compareGlobalPositions(now, live) > 0) events += await replay((work) => work(trx), live, now);
        const tables = [];
        for (const table of projection.tables) tables.push(await compareTable(trx, scratch, table));
        return { projection: projection.name, position: now, events, tables };
      });
  } finally {
    await sql`DROP SCHEMA ${sql.id(scratch)} CASCADE`.execute(db);
  }
}

async function checkpointIn(trx: Kysely<Database>, name: string): Promise<GlobalPosition> {
  const row = await trx
    .selectFrom('projection_checkpoints')
    .select(['commit_position', 'prepare_position'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
}

/** The checksum is the md5 of every row's text in a fixed order: equal tables, equal checksums. */
async function compareTable(trx: Kysely<Database>, scratch: string, table: string): Promise<TableComparison> {
  const liveTable = sql.id('public', table);
  const rebuiltTable = sql.id(scratch, table);
  const checksumOf = async (target: typeof liveTable) => {
    const { rows } = await sql<{ checksum: string; rows: number }>`
      SELECT md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS checksum, count(*)::int AS rows
        FROM ${target} t`.execute(trx);
    return rows[0]!;
  };
  const onlyIn = async (kept: typeof liveTable, other: typeof liveTable) => {
    const { rows } = await sql<{ row: string }>`
      SELECT row FROM (SELECT t::text AS row FROM ${kept} t EXCEPT ALL SELECT o::text FROM ${other} o) d
       ORDER BY row LIMIT ${shown}`.execute(trx);
    return rows.map((found) => found.row);
  };
  const [live, rebuilt] = [await checksumOf(liveTable), await checksumOf(rebuiltTable)];
  const same = live.checksum === rebuilt.checksum;
  return {
    table,
    liveChecksum: live.checksum,
    rebuiltChecksum: rebuilt.checksum,
    rows: live.rows,
    onlyLive: same ? [] : await onlyIn(liveTable, rebuiltTable),
    onlyRebuilt: same ? [] : await onlyIn(rebuiltTable, liveTable),
  };
}
