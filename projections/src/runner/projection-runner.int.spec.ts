import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { event } from '@platform/event-store/event-store.contract';
import { startOfAll } from '@platform/event-store/event-store.port';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { compiledScript } from '@platform/testing/compiled-script';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { applyBatch } from '@projections/runner/apply-batch';
import { CheckpointMovedError, loadCheckpoint } from '@projections/runner/checkpoint-store';
import { ProjectionEngine } from '@projections/runner/projection-engine';
import { rebuildProjection } from '@projections/runner/rebuild';
import { countingProjection, createCountingTable } from '@projections/runner/testing/counting-projection';

const streams = 20;
const eventsPerStream = 25;
const total = streams * eventsPerStream;

describe('projection runner on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: SqlDatabase;
  let store: SqlEventStore;

  beforeAll(async () => {
    scratch = await createScratchDatabase('runner');
    database = openPostgres(scratch.url, 6);
    await migrateToLatest(database.db);
    await createCountingTable(database.db);
    store = new SqlEventStore(database);
    for (let s = 0; s < streams; s++) {
      const events = Array.from({ length: eventsPerStream }, () => event('Counted'));
      await store.append([{ streamId: `counted-${s}`, expectedRevision: 'no_stream', events }]);
    }
    // Noise the projection does not handle: its runner never reads it.
    await store.append([
      { streamId: `noise-${randomUUID()}`, expectedRevision: 'no_stream', events: [event('Other')] },
    ]);
  });

  afterAll(async () => {
    await store.close();
    await database.close();
    await scratch.drop();
  });

  async function totals(): Promise<Map<string, number>> {
    const { rows } = await sql<{
      stream: string;
      events: string;
    }>`SELECT * FROM counting_projection_totals`.execute(database.db);
    return new Map(rows.map((row) => [row.stream, Number(row.events)]));
  }

  async function eventsUpTo(position: { commit: bigint; prepare: bigint }): Promise<number> {
    const { rows } = await sql<{ count: string }>`
      SELECT count(*) FROM es_events WHERE event_type = 'Counted'
        AND (transaction_id, global_position) <= (${String(position.commit)}::xid8, ${String(position.prepare)}::bigint)`.execute(
      database.db,
    );
    return Number(rows[0]!.count);
  }

  it('a runner killed in the middle of a batch neither skips nor doubles an event', async () => {
    const child = spawnRunner(scratch.url);
    try {
      await waitForOutput(child, 'applying', 3);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    } finally {
      child.kill('SIGKILL');
    }

    // What the dead runner committed agrees with its checkpoint: no half batch survived.
    const checkpoint = await loadCheckpoint(database.db, 'counting');
    const committed = [...(await totals()).values()].reduce((sum, n) => sum + n, 0);
    expect(committed).toBeGreaterThan(0);
    expect(committed).toBeLessThan(total);
    expect(committed).toBe(await eventsUpTo(checkpoint));

    // A new runner finishes the job from that checkpoint.
    const engine = new ProjectionEngine({ database, store }, [countingProjection(0)], 5000, {
      batchSize: 25,
      campaignEveryMs: 100,
    });
    await engine.start();
    try {
      await waitUntil(async () => [...(await totals()).values()].reduce((sum, n) => sum + n, 0) >= total);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const final = await totals();
      expect(final.size).toBe(streams);
      for (const count of final.values()) expect(count).toBe(eventsPerStream);
      const [status] = await engine.status();
      expect(status).toMatchObject({ name: 'counting', runningHere: true, lag: 0 });
    } finally {
      await engine.stop();
    }
  });

  it('a batch whose checkpoint was moved meanwhile rolls back', async () => {
    const before = await totals();
    const projection = countingProjection(0);
    const events = await store.readAll(startOfAll, 10);
    const moves = { from: startOfAll, to: events[events.length - 1]!.position };
    await expect(applyBatch(database.db, projection, moves, events)).rejects.toBeInstanceOf(
      CheckpointMovedError,
    );
    expect(await totals()).toEqual(before);
  });

  it('only one process runs a projection; another takes over when it stops', async () => {
    const otherDatabase = openPostgres(scratch.url, 2);
    const options = { batchSize: 25, campaignEveryMs: 100 };
    const first = new ProjectionEngine({ database, store }, [countingProjection(0)], 5000, options);
    const second = new ProjectionEngine(
      { database: otherDatabase, store },
      [countingProjection(0)],
      5000,
      options,
    );
    try {
      await first.start();
      await second.start();
      expect((await first.status())[0]!.runningHere).toBe(true);
      expect((await second.status())[0]!.runningHere).toBe(false);

      await first.stop();
      await waitUntil(async () => (await second.status())[0]!.runningHere);
    } finally {
      await first.stop();
      await second.stop();
      await otherDatabase.close();
    }
  });

  it('a rebuild empties the tables and replays every event of its types once', async () => {
    await sql`UPDATE counting_projection_totals SET events = 999`.execute(database.db);
    const seen: number[] = [];
    const processed = await rebuildProjection(
      database,
      store,
      countingProjection(0),
      ({ processed }) => seen.push(processed),
      100,
    );
    expect(processed).toBe(total);
    expect(seen[seen.length - 1]).toBe(total);
    const final = await totals();
    for (const count of final.values()) expect(count).toBe(eventsPerStream);
  });
});

function spawnRunner(databaseUrl: string): ChildProcess {
  return spawn(
    process.execPath,
    [compiledScript('projections/src/runner/testing/run-counting-projection.ts')],
    {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

function waitForOutput(child: ChildProcess, line: string, times: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    const timer = setTimeout(() => reject(new Error(`runner did not say "${line}" ${times} times`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk
        .toString()
        .split('\n')
        .filter((l) => l === line).length;
      if (seen >= times) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error('runner exited early')));
  });
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
