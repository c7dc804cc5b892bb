import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { StoredEvent } from '@platform/event-store/event-store.port';
import type { Projection } from '@projections/runner/projection';

export const countingTable = 'counting_projection_totals';

/**
 * A deliberately non-idempotent projection: it adds each batch's event counts to per-stream
 * totals in its table (made by createCountingTable), so a batch applied twice or skipped shows.
 * Written in one statement (Projection.writesOf, joined by the runner to the checkpoint's move)
 * or, without `oneStatement`, in a transaction. Members of one group (projection-groups.ts) each
 * keep their own totals, in a table named after them.
 */
export function tallyProjection(
  name: string,
  handles: readonly string[],
  { oneStatement, table = `${name.replaceAll('-', '_')}_totals` }: { oneStatement: boolean; table?: string },
): Projection {
  return {
    name,
    handles,
    tables: [table],
    apply: async (trx, events) => void (await addCounts(events, sql`true`, table).execute(trx)),
    ...(oneStatement ? { writesOf: (events, when) => [addCounts(events, when, table)] } : {}),
  };
}

/**
 * The tally of 'Counted' events for crash tests, in a transaction that pauses inside each batch,
 * its transaction open, to leave a window for killing its process.
 */
export function countingProjection(pauseMs: number, onApplying: () => void = () => {}): Projection {
  const tally = tallyProjection('counting', ['Counted'], { oneStatement: false, table: countingTable });
  return {
    ...tally,
    async apply(trx, events) {
      await tally.apply(trx, events);
      onApplying();
      if (pauseMs > 0) await sql`SELECT pg_sleep(${pauseMs / 1000})`.execute(trx);
    },
  };
}

/** The tally of 'Counted' events written in one statement, into the same totals. */
export function oneStatementCountingProjection(): Projection {
  return tallyProjection('counting-in-one-statement', ['Counted'], {
    oneStatement: true,
    table: countingTable,
  });
}

/** Adds the batch's events per stream to the totals, where `when` holds. */
function addCounts(
  events: readonly StoredEvent[],
  when: RawBuilder<unknown>,
  table: string,
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
