import { migrateToLatest } from '@infra/migrations/migrate';
import { openPglite, type SqlDatabase } from '@platform/database/database';
import { advanceCheckpoint, loadCheckpoint } from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';
import { ReadModelLagError } from '@platform/commands/read-your-writes.port';
import { ProjectionProgress } from '@projections/runner/projection-progress';

const projection = (name: string, handles: string[]): Projection => ({
  name,
  handles,
  tables: [],
  apply: async () => {},
});
const at = (commit: bigint, prepare: bigint) => ({ commit, prepare });

describe('read-your-writes through projection progress', () => {
  let database: SqlDatabase;
  let progress: ProjectionProgress;

  beforeAll(async () => {
    database = await openPglite('memory://');
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
  });
  /** Waits of `timeoutMs` at most, polling the checkpoint table every 20 ms. */
  const progressOf = (timeoutMs: number) =>
    new ProjectionProgress(database.db, [projection('a', ['A']), projection('b', ['B'])], timeoutMs, {
      tablePollMs: 20,
    });
  beforeEach(async () => {
    await database.db.deleteFrom('projection_checkpoints').execute();
    // Long enough that a busy machine cannot run out of it before the awaited report comes.
    progress = progressOf(10_000);
  });

  it('waits for the projections that handle the written events, and only for them', async () => {
    progress.report('a', at(5n, 1n));
    progress.report('b', at(1n, 1n));
    let settled = false;
    const waiting = progress.waitFor(at(7n, 3n), ['A']).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    progress.report('a', at(7n, 3n));
    await waiting;
    expect(settled).toBe(true);
  });

  it('follows a runner in another process through the checkpoint table', async () => {
    await loadCheckpoint(database.db, 'b');
    const waiting = progress.waitFor(at(9n, 9n), ['B']);
    await database.db.transaction().execute((trx) => advanceCheckpoint(trx, 'b', at(0n, 0n), at(10n, 1n)));
    await expect(waiting).resolves.toBeUndefined();
  });

  it('gives up after the timeout with the names of the projections behind', async () => {
    progress = progressOf(400);
    progress.report('a', at(1n, 1n));
    await expect(progress.waitFor(at(2n, 2n), ['A', 'B'])).rejects.toEqual(new ReadModelLagError(['a', 'b']));
  });
});
