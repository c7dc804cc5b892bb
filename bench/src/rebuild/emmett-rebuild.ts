import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, rebuildPostgreSQLProjections } from '@event-driven-io/emmett-postgresql';
import { Client, Pool } from 'pg';
import { migrateToLatest } from '@infra/migrations/migrate';
import { systemMigrations } from '@infra/migrations/system/system.migrations';
import { openPostgres } from '@platform/database/database';
import { createScratchDatabase } from '@bench/support/scratch-database';
import type { EmmettRebuildResult } from '@bench/rebuild/emmett-contender';
import {
  type ParamCreated,
  paramCreated,
  paramReadModelProjection,
} from '@bench/rebuild/emmett-param-projection';
import { hiddenEventsHint, timed } from '@bench/rebuild/rebuild-support';

/**
 * Emmett 0.42's side of the rebuild benchmark, run as a child process by emmett-contender.ts
 * (argv: event count, batch size; it sends back an EmmettRebuildResult). In a scratch database
 * of its own it appends the events through Emmett's store, then times Emmett's own rebuild:
 * rebuildPostgreSQLProjections, a consumer that truncates the projection, replays from the
 * beginning and stops by itself once a read comes back short (stopWhen.noMessagesLeft).
 */
const streamSize = 1000;

async function main(): Promise<void> {
  const [events, batchSize] = process.argv.slice(2).map(Number);
  if (!events || !batchSize) throw new Error('usage: emmett-rebuild.ts <events> <batch size>');
  const scratch = await createScratchDatabase('rebuild_emmett');
  try {
    // Our migrations, before Emmett opens any pool: blade_param then has our columns and indexes.
    const database = openPostgres(scratch.url, 1);
    await migrateToLatest(database.db, systemMigrations).finally(() => database.close());
    console.log(`rebuild: appending ${events.toLocaleString()} param.created events to Emmett 0.42…`);
    await appendEvents(scratch.url, events);

    const { projection, failure } = paramReadModelProjection();
    const consumer = rebuildPostgreSQLProjections<ParamCreated>({
      connectionString: scratch.url,
      projections: [projection],
      pulling: { batchSize },
    });
    const seconds = await timed(() => consumer.start()).finally(() => consumer.close());
    if (failure() !== undefined) throw failure();
    await verifyRows(scratch.url, events);
    const result: EmmettRebuildResult = { events, seconds };
    process.send?.(result);
  } finally {
    await scratch.drop();
  }
}

/** Loading time is not measured: whole streams of `streamSize` events in one append each. */
async function appendEvents(url: string, events: number): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 2 });
  // Dropping the scratch database at the end may cut idle connections; that must not crash the child.
  pool.on('error', () => {});
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  try {
    await store.schema.migrate();
    for (let start = 1; start <= events; start += streamSize) {
      const stream = Array.from({ length: Math.min(streamSize, events - start + 1) }, (_, i) =>
        paramCreated(start + i),
      );
      await store.appendToStream(`param-${start}`, stream, { expectedStreamVersion: STREAM_DOES_NOT_EXIST });
    }
  } finally {
    await store.close();
    await pool.end();
  }
}

/** Every event became its row: as many rows as events, each the one its id implies. */
async function verifyRows(url: string, events: number): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ total: bigint | string; matching: bigint | string }>(`
      SELECT count(*) AS total,
             count(*) FILTER (WHERE param_key = 'bench.key.' || id AND param_name = '参数 ' || id) AS matching
      FROM blade_param`);
    const [total, matching] = [Number(rows[0]!.total), Number(rows[0]!.matching)];
    if (total !== events || matching !== events) {
      throw new Error(
        `Emmett's rebuild produced ${total} rows (${matching} as expected), expected ${events}${hiddenEventsHint}`,
      );
    }
  } finally {
    await client.end();
  }
}

main().then(
  // Emmett leaves shutdown hooks and pools behind; the parent has its result, so leave now.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
