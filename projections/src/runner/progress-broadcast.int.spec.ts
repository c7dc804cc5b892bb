import { migrateToLatest } from '@infra/migrations/migrate';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import type { Projection } from '@projections/runner/projection';
import { ProjectionProgress } from '@projections/runner/projection-progress';
import { ProgressBroadcast } from '@projections/runner/progress-broadcast';

const projection: Projection = { name: 'a', handles: ['A'], tables: [], apply: async () => {} };
const at = (commit: bigint, prepare: bigint) => ({ commit, prepare });

/**
 * Two processes on one PostgreSQL, each its own pool: the runners report in one, a command
 * waits in the other. The waiter never reads the checkpoint table within the test (its poll is
 * a minute), so only the broadcast can tell it.
 */
describe('projection progress heard from another process', () => {
  let scratch: ScratchDatabase;
  let running: SqlDatabase;
  let waiting: SqlDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase('progress-broadcast');
    running = openPostgres(scratch.url, 2);
    waiting = openPostgres(scratch.url, 2);
    await migrateToLatest(running.db);
  });
  afterAll(async () => {
    await running.close();
    await waiting.close();
    await scratch.drop();
  });

  const progressOn = (database: SqlDatabase) =>
    new ProjectionProgress(database.db, [projection], 10_000, {
      tablePollMs: 60_000,
      broadcast: new ProgressBroadcast(database),
    });

  it('wakes a command waiting elsewhere once the runner reports, not at the next poll', async () => {
    const runner = progressOn(running);
    const elsewhere = progressOn(waiting);
    await elsewhere.followOtherProcesses();
    try {
      const answered = elsewhere.waitFor(at(7n, 3n), ['A']);
      runner.report('a', at(5n, 1n));
      runner.report('a', at(7n, 3n));
      const started = Date.now();
      await answered;
      expect(elsewhere.position('a')).toEqual(at(7n, 3n));
      // Far below the minute the table poll would take.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await runner.close();
      await elsewhere.close();
    }
  });

  it('never moves a position back when notices arrive out of order', async () => {
    const elsewhere = progressOn(waiting);
    await elsewhere.followOtherProcesses();
    const late = progressOn(running);
    const early = progressOn(running);
    try {
      early.report('a', at(9n, 9n));
      await elsewhere.waitFor(at(9n, 9n), ['A']);
      late.report('a', at(8n, 1n));
      await late.close();
      // Notices are heard in the order they were sent: once a later one is, the stale one was too.
      early.report('b', at(1n, 1n));
      await early.close();
      while (!elsewhere.position('b')) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(elsewhere.position('a')).toEqual(at(9n, 9n));
    } finally {
      await early.close();
      await elsewhere.close();
    }
  });
});
