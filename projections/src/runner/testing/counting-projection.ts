import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { Projection } from '@projections/runner/projection';

export const countingTable = 'counting_projection_totals';

/**
 * A deliberately non-idempotent projection for crash tests: it adds each batch's event counts
 * to per-stream totals, so a batch applied twice or skipped shows in the totals. It pauses
 * inside each batch, with its transaction open, to leave a window for killing its process.
 */
export function countingProjection(pauseMs: number, onApplying: () => void = () => {}): Projection {
  return {
    name: 'counting',
    handles: ['Counted'],
    tables: [countingTable],
    async apply(trx, events) {
      const perStream = new Map<string, number>();
      for (const event of events) perStream.set(event.streamId, (perStream.get(event.streamId) ?? 0) + 1);
      const rows = JSON.stringify([...perStream].map(([stream, events]) => ({ stream, events })));
      await sql`
        INSERT INTO counting_projection_totals (stream, events)
        SELECT stream, events FROM jsonb_to_recordset(${rows}::jsonb) AS r(stream text, events bigint)
        ON CONFLICT (stream) DO UPDATE SET events = counting_projection_totals.events + excluded.events`.execute(
        trx,
      );
      onApplying();
      if (pauseMs > 0) await sql`SELECT pg_sleep(${pauseMs / 1000})`.execute(trx);
    },
  };
}

export async function createCountingTable(db: Kysely<Database>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS counting_projection_totals (stream text PRIMARY KEY, events bigint NOT NULL)`.execute(
    db,
  );
}
