import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { GlobalPosition, StoredEvent } from '@platform/event-store/event-store.port';
import { advanceCheckpoint } from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';

/**
 * Applies one batch and moves the checkpoint past it in one transaction: the read model and
 * the checkpoint change together or not at all, so a crash mid-batch neither skips nor doubles.
 * Answers the new checkpoint.
 */
export async function applyBatch(
  db: Kysely<Database>,
  projection: Projection,
  from: GlobalPosition,
  events: readonly StoredEvent[],
): Promise<GlobalPosition> {
  const to = events[events.length - 1]!.position;
  const handled = events.filter((event) => projection.handles.includes(event.type));
  await db.transaction().execute(async (trx) => {
    await advanceCheckpoint(trx, projection.name, from, to);
    if (handled.length > 0) await projection.apply(trx, handled);
  });
  return to;
}
