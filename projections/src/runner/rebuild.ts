import { sql } from 'kysely';
import type { SqlDatabase } from '@platform/database/database';
import { type EventStore, startOfAll } from '@platform/event-store/event-store.port';
import { applyBatch } from '@projections/runner/apply-batch';
import { loadCheckpoint, resetCheckpoint } from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';

export interface RebuildProgress {
  projection: string;
  /** Events of its types applied so far. */
  processed: number;
}

export class ProjectionBusyError extends Error {
  constructor(readonly projection: string) {
    super(`projection ${projection} is being run by another process; stop that process first`);
    this.name = 'ProjectionBusyError';
  }
}

/**
 * Empties a projection's tables and replays its events of the whole global order into them, holding the
 * projection's lock so that no runner writes meanwhile. The emptying and the checkpoint reset
 * commit together, then batches commit with their checkpoints as in normal running, so an
 * interrupted rebuild simply resumes when the runner next starts.
 */
export async function rebuildProjection(
  database: SqlDatabase,
  store: EventStore,
  projection: Projection,
  onProgress: (progress: RebuildProgress) => void = () => {},
  batchSize = 2000,
): Promise<number> {
  const lock = await database.tryAdvisoryLock(`projection:${projection.name}`, () => {});
  if (!lock) throw new ProjectionBusyError(projection.name);
  try {
    await loadCheckpoint(database.db, projection.name);
    await database.db.transaction().execute(async (trx) => {
      for (const table of projection.tables) await sql`TRUNCATE TABLE ${sql.table(table)}`.execute(trx);
      await resetCheckpoint(trx, projection.name);
    });
    let position = startOfAll;
    let processed = 0;
    for (;;) {
      const { events, seenUpTo } = await store.readAllOfTypes(position, projection.handles, batchSize);
      if (events.length === 0) return processed;
      position = await applyBatch(database.db, projection, { from: position, to: seenUpTo }, events);
      processed += events.length;
      onProgress({ projection: projection.name, processed });
    }
  } finally {
    await lock.release();
  }
}
