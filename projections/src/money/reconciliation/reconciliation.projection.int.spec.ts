import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { moneyMigrations } from '@infra/migrations/money/money.migrations';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import { openPglite, type SqlDatabase } from '@platform/database/database';
import type { StoredEvent } from '@platform/event-store/event-store.port';
import { reconciliationProjection } from '@projections/money/reconciliation/reconciliation.projection';
import { reconciliationDecider } from '@services/money/reconciliation/reconciliation.decider';
import { matchedCharges } from '@services/money/reconciliation/reconciliation.fixtures';
import { reconciliationStreamId } from '@services/money/reconciliation/reconciliation.stream';
import { itemsPerEvent, type ReconciliationItem } from '@services/money/reconciliation/reconciliation.events';

const day = { date: '2026-11-24', openingFen: 0, closingFen: 0, bankNetFen: 0, ourNetFen: 0 };
const otherDay = { ...day, date: '2026-11-23' };
const metadata = { tenantId: '000000', callerId: '7', at: '2026-11-25T02:00:00.000Z' };

const itemsOf = (count: number, first: number) => matchedCharges(count, first, '000042');

/** A run's events as the decider makes them and the store hands them on (through JSON). */
const runOf = (runId: string, of: typeof day, items: ReconciliationItem[]): StoredEvent[] =>
  reconciliationDecider
    .decide(
      { type: 'RecordReconciliation', data: { ...of, runId, items }, metadata },
      reconciliationDecider.initialState(),
    )
    .map((event, index) => ({
      eventId: randomUUID(),
      type: event.type,
      data: JSON.parse(JSON.stringify(event.data)) as unknown,
      metadata: {
        tenantId: metadata.tenantId,
        userId: metadata.callerId,
        account: 'reconciliation',
        correlationId: runId,
        causationId: runId,
        occurredAt: metadata.at,
        clientIp: '',
      },
      streamId: reconciliationStreamId(of.date),
      streamRevision: BigInt(index),
      position: { commit: 1n, prepare: BigInt(index) },
      recordedAt: new Date(metadata.at),
    }));

describe('the reconciliation read model', () => {
  let database: SqlDatabase;

  beforeAll(async () => {
    database = await openPglite('memory://');
    await migrateToLatest(database.db, { ...platformMigrations, ...moneyMigrations });
  });

  afterAll(() => database.close());

  /** Applies events as the runner does, a few at a time, so that a run's events straddle batches. */
  async function project(events: readonly StoredEvent[]): Promise<void> {
    for (let start = 0; start < events.length; start += 2)
      await database.db
        .transaction()
        .execute((trx) => reconciliationProjection.apply(trx, events.slice(start, start + 2)));
  }
  const countOf = async (date: string) =>
    (
      await sql<{ rows: number }>`
        SELECT count(*)::int AS rows FROM prepaid_reconciliation WHERE recon_date = ${date}::date`.execute(
        database.db,
      )
    ).rows[0]!.rows;

  it('holds every item of a run spread over several events, until a later run of the day replaces them', async () => {
    await project(runOf('other', otherDay, itemsOf(3, 900_000)));
    await project(runOf('first', day, itemsOf(2 * itemsPerEvent + 1, 1)));
    expect(await countOf(day.date)).toBe(2 * itemsPerEvent + 1);

    await project(runOf('second', day, itemsOf(2, 500_000)));
    expect(await countOf(day.date)).toBe(2);
    expect(await countOf(otherDay.date)).toBe(3);
  });
});
