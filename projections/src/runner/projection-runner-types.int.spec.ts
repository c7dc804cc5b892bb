import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { event } from '@platform/event-store/event-store.contract';
import {
  compareGlobalPositions,
  type GlobalPosition,
  type NewEvent,
} from '@platform/event-store/event-store.port';
import { decodeAppended } from '@platform/event-store/sql/appended-notification';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { ProjectionEngine } from '@projections/runner/projection-engine';
import { ProjectionProgress } from '@projections/runner/projection-progress';
import { countingProjection, createCountingTable } from '@projections/runner/testing/counting-projection';

/**
 * A runner reads and is woken only by the events its projection handles (Counted here), and
 * yet read-your-writes of an append that mixes types answers, in this process and in another.
 */
describe('a projection runner and the types it handles, on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: SqlDatabase;
  let store: SqlEventStore;
  let engine: ProjectionEngine;

  beforeAll(async () => {
    scratch = await createScratchDatabase('runner_types');
    database = openPostgres(scratch.url, 6);
    await migrateToLatest(database.db);
    await createCountingTable(database.db);
    // Every checkpoint write is recorded, so that a test can count them.
    await sql`CREATE TABLE checkpoint_writes (name text NOT NULL)`.execute(database.db);
    await sql`
      CREATE FUNCTION record_checkpoint_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO checkpoint_writes VALUES (NEW.name); RETURN NEW; END $$`.execute(database.db);
    await sql`
      CREATE TRIGGER checkpoint_written AFTER UPDATE ON projection_checkpoints
      FOR EACH ROW EXECUTE FUNCTION record_checkpoint_write()`.execute(database.db);
    // No idle polling within a test: only wake-ups make the runner read.
    store = new SqlEventStore(database, { idlePollMs: 600_000, eagerWindowMs: 1000 });
    // Batches of two, so that a batch can end inside an append.
    engine = new ProjectionEngine({ database, store }, [countingProjection(0)], 5000, {
      batchSize: 2,
      campaignEveryMs: 100,
    });
    await engine.start();
  });

  afterAll(async () => {
    await engine.stop();
    await store.close();
    await database.close();
    await scratch.drop();
  });

  async function append(events: NewEvent[], into: SqlEventStore = store): Promise<GlobalPosition> {
    const { position } = await into.append([
      { streamId: `types-${randomUUID()}`, expectedRevision: 'no_stream', events },
    ]);
    return position;
  }

  async function checkpointWrites(): Promise<number> {
    const { rows } = await sql<{ count: string }>`SELECT count(*) FROM checkpoint_writes`.execute(
      database.db,
    );
    return Number(rows[0]!.count);
  }

  /** Resolves once this process has received a NOTIFY announcing `position` or later. */
  async function heard(notified: GlobalPosition[], position: GlobalPosition): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!notified.some((at) => compareGlobalPositions(at, position) >= 0)) {
      if (Date.now() > deadline) throw new Error('no NOTIFY announced the appends');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('is neither woken nor writes its checkpoint for events it does not handle', async () => {
    await engine.progress.waitFor(await append([event('Counted')]), ['Counted']);
    const reads = jest.spyOn(store, 'readAllOfTypes');
    const writesBefore = await checkpointWrites();
    const notified: GlobalPosition[] = [];
    const unlisten = await database.listen('es_appended', (payload) => {
      const { position } = decodeAppended(payload);
      if (position) notified.push(position);
    });

    let last!: GlobalPosition;
    for (let i = 0; i < 3; i++) last = await append([event('Other'), event('Other')]);
    // As another process appends: this one hears of it only by NOTIFY.
    const otherProcess = openPostgres(scratch.url, 2);
    const elsewhere = new SqlEventStore(otherProcess);
    try {
      for (let i = 0; i < 2; i++) last = await append([event('Other')], elsewhere);
    } finally {
      await elsewhere.close();
      await otherProcess.close();
    }
    // Wake-ups in this process were dispatched during the appends, and the runner's store
    // heard the NOTIFY before this test's listener did: a woken loop would have read by now.
    await heard(notified, last);
    await unlisten();
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).not.toHaveBeenCalled();
    expect(await checkpointWrites()).toBe(writesBefore);
    // Nor does it count them as lag: they are not its to apply.
    expect((await engine.status())[0]).toMatchObject({ name: 'counting', lag: 0 });
    reads.mockClear();

    await engine.progress.waitFor(await append([event('Counted')]), ['Counted']);
    expect(reads).toHaveBeenCalled();
    expect(await checkpointWrites()).toBe(writesBefore + 1);
    reads.mockRestore();
  });

  it('lets read-your-writes through an append of several types, here and in another process', async () => {
    // The batch of two Counted events ends inside the append; the Other at its end is the
    // position the command waits for.
    const position = await append([event('Counted'), event('Counted'), event('Other')]);
    await expect(engine.progress.waitFor(position, ['Counted', 'Other'])).resolves.toBeUndefined();

    const otherProcess = openPostgres(scratch.url, 2);
    try {
      const progress = new ProjectionProgress(otherProcess.db, [countingProjection(0)], 5000, {
        tablePollMs: 20,
      });
      await expect(progress.waitFor(position, ['Counted', 'Other'])).resolves.toBeUndefined();
    } finally {
      await otherProcess.close();
    }
  });
});
