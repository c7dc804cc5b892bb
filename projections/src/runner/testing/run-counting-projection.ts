import { openPostgres } from '@platform/database/database';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { ProjectionEngine } from '@projections/runner/projection-engine';
import { countingProjection } from '@projections/runner/testing/counting-projection';

/**
 * Runs the counting projection in a process of its own, so that a test can kill it with
 * SIGKILL in the middle of a batch. Says "applying" on stdout while a batch's transaction is open.
 */
async function main(): Promise<void> {
  const database = openPostgres(process.env.DATABASE_URL!, 4);
  const store = new SqlEventStore(database);
  const projection = countingProjection(200, () => process.stdout.write('applying\n'));
  const engine = new ProjectionEngine({ database, store }, [projection], 5000, {
    batchSize: 25,
    campaignEveryMs: 100,
  });
  await engine.start();
}

void main();
