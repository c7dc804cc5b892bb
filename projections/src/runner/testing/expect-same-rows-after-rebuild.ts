import { sql } from 'kysely';
import type { SqlDatabase } from '@platform/database/database';
import type { EventStore } from '@platform/event-store/event-store.port';
import type { Projection } from '@projections/runner/projection';
import type { ProjectionEngine } from '@projections/runner/projection-engine';
import { rebuildProjection } from '@projections/runner/rebuild';

interface RunningProjections {
  infrastructure: { database: SqlDatabase; store: EventStore };
  projections: ProjectionEngine;
}

/**
 * The replay test of read models (STYLE.md §5): each projection's tables, as the running
 * application wrote them event batch by event batch, hold exactly the rows a rebuild from the
 * whole event history writes. Stops the application's runners first, since a rebuild holds a
 * projection's lock: call it last in a suite.
 */
export async function expectSameRowsAfterRebuild(
  runtime: RunningProjections,
  projections: readonly Projection[],
): Promise<void> {
  const { database, store } = runtime.infrastructure;
  await runtime.projections.stop();
  for (const projection of projections) {
    const before = await rowsOf(database, projection);
    await rebuildProjection(database, store, projection);
    expect({ [projection.name]: await rowsOf(database, projection) }).toEqual({ [projection.name]: before });
  }
}

async function rowsOf(database: SqlDatabase, projection: Projection) {
  const tables: Record<string, unknown[]> = {};
  for (const table of projection.tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(
      database.db,
    );
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}
