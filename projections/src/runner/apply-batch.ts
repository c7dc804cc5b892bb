import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { GlobalPosition, StoredEvent } from '@platform/event-store/event-store.port';
import { advanceCheckpoint } from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';

/**
 * Applies one batch of the projection's events and moves its checkpoint from `from` to `to`
 * (how far the read saw, at or past the batch's last event) in one transaction: the read model
 * and the checkpoint change together or not at all, so a crash mid-batch neither skips nor
 * doubles. Answers the new checkpoint.
 */
export async function applyBatch(
  db: Kysely<Database>,
  projection: Projection,
  moves: { from: GlobalPosition; to: GlobalPosition },
  events: readonly StoredEvent[],
): Promise<GlobalPosition> {
  await db.transaction().execute(async (trx) => {
    await advanceCheckpoint(trx, projection.name, moves.from, moves.to);
    await projection.apply(trx, events);
  });
  return moves.to;
}
