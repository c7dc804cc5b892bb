import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { StoredEvent } from '@platform/event-store/event-store.port';
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
      await addCounts(events).execute(trx);
      onApplying();
      if (pauseMs > 0) await sql`SELECT pg_sleep(${pauseMs / 1000})`.execute(trx);
    },
  };
}

/**
 * The counting projection writing in one statement (Projection.writesOf), which the runner
 * joins to the checkpoint's move: a batch applied twice or skipped shows in the totals too.
 */
export function oneStatementCountingProjection(): Projection {
  return {
    ...countingProjection(0),
    name: 'counting-in-one-statement',
    writesOf: (events, when) => [addCounts(events, when)],
  };
}

/**
 * A counting projection of its own name, event types and table (made by createCountingTable),
 * written in one statement or, without `oneStatement`, in a transaction: members of one group
 * (projection-groups.ts) each keep their own totals.
 */
export function tallyProjection(
  name: string,
  handles: readonly string[],
  { oneStatement }: { oneStatement: boolean },
): Projection {
  const table = `${name.replaceAll('-', '_')}_totals`;
  return {
    name,
    handles,
    tables: [table],
    apply: async (trx, events) => void (await addCounts(events, sql`true`, table).execute(trx)),
    ...(oneStatement ? { writesOf: (events, when) => [addCounts(events, when, table)] } : {}),
  };
}

/** Adds the batch's events per stream to the totals, where `when` holds. */
function addCounts(
  events: readonly StoredEvent[],
  when: RawBuilder<unknown> = sql`true`,
  table = countingTable,
): RawBuilder<unknown> {
  const perStream = new Map<string, number>();
  for (const event of events) perStream.set(event.streamId, (perStream.get(event.streamId) ?? 0) + 1);
  const rows = JSON.stringify([...perStream].map(([stream, events]) => ({ stream, events })));
  const target = sql.table(table);
  return sql`
    INSERT INTO ${target} AS totals (stream, events)
    SELECT stream, events FROM jsonb_to_recordset(${rows}::jsonb) AS r(stream text, events bigint)
     WHERE ${when}
    ON CONFLICT (stream) DO UPDATE SET events = totals.events + excluded.events`;
}

export async function createCountingTable(db: Kysely<Database>, table = countingTable): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(table)} (stream text PRIMARY KEY, events bigint NOT NULL)`.execute(
    db,
  );
}
