import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { moneyMigrations } from '@infra/migrations/money/money.migrations';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import { openPglite, type SqlDatabase } from '@platform/database/database';
import type { StoredEvent } from '@platform/event-store/event-store.port';
import { reconciliationProjection } from '@projections/money/reconciliation/reconciliation.projection';
import { reconciliationDecider } from '@services/money/reconciliation/reconciliation.decider';
import { yuanOf } from '@services/money/amount.wire';
import { matchedCharges, unclaimedCharges } from '@services/money/reconciliation/reconciliation.fixtures';
import { reconciliationStreamId } from '@services/money/reconciliation/reconciliation.stream';
import {
  type DayFigures,
  itemsPerEvent,
  type ReconciliationItem,
} from '@services/money/reconciliation/reconciliation.events';

const day = { date: '2026-11-24', openingFen: 0, closingFen: 0, bankNetFen: 0, ourNetFen: 0 };
const otherDay = { ...day, date: '2026-11-23' };
const metadata = { tenantId: '000000', callerId: '7', at: '2026-11-25T02:00:00.000Z' };
const tenant = '000042';

/**
 * A run's events as the decider makes them and the store hands them on (through JSON). Without
 * `figures`, as runs were recorded before the day's figures existed: an item for every line.
 */
const runOf = (
  runId: string,
  of: typeof day,
  items: ReconciliationItem[],
  figures?: DayFigures,
): StoredEvent[] =>
  reconciliationDecider
    .decide(
      {
        type: 'RecordReconciliation',
        data: { ...of, lines: 0, matched: [], ...figures, runId, items },
        metadata,
      },
      reconciliationDecider.initialState(),
    )
    .map((event, index) => {
      const data = JSON.parse(JSON.stringify(event.data)) as Record<string, unknown>;
      if (!figures) {
        delete data.lines;
        delete data.matched;
      }
      return {
        eventId: randomUUID(),
        type: event.type,
        data,
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
      };
    });

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
  const figuresOf = async (date: string) =>
    (
      await sql<Record<string, unknown>>`
        SELECT tenant_id, statement_lines, opening_balance::text, closing_balance::text, bank_net::text,
               our_net::text, charge_count, charge_amount::text, transfer_count, transfer_amount::text,
               refund_count, refund_amount::text, difference_count
          FROM prepaid_reconciliation_day_figures WHERE recon_date = ${date}::date ORDER BY tenant_id`.execute(
        database.db,
      )
    ).rows;
  const noneMatched = {
    charge_count: 0,
    charge_amount: '0.00',
    transfer_count: 0,
    transfer_amount: '0.00',
    refund_count: 0,
    refund_amount: '0.00',
  };

  it('holds a run’s differences and the day’s figures per tenant, until a later run of the day replaces them', async () => {
    const statementDay = { ...day, openingFen: 1000, closingFen: 1400, bankNetFen: 400, ourNetFen: 300 };
    const matched = [
      { tenantId: tenant, kind: 'charge' as const, count: 3, amountFen: 300 },
      { tenantId: tenant, kind: 'refund' as const, count: 1, amountFen: 100 },
      { tenantId: '100001', kind: 'transfer' as const, count: 2, amountFen: 500 },
    ];
    await project(runOf('other', otherDay, unclaimedCharges(3, 900_000)));
    await project(
      runOf('first', statementDay, unclaimedCharges(2 * itemsPerEvent + 1, 1, tenant), { lines: 9, matched }),
    );

    expect(await countOf(day.date)).toBe(2 * itemsPerEvent + 1);
    expect(await figuresOf(day.date)).toEqual([
      {
        tenant_id: '000000',
        statement_lines: 9,
        opening_balance: '10.00',
        closing_balance: '14.00',
        bank_net: '4.00',
        our_net: '3.00',
        ...noneMatched,
        difference_count: 0,
      },
      {
        tenant_id: tenant,
        statement_lines: null,
        opening_balance: null,
        closing_balance: null,
        bank_net: null,
        our_net: null,
        ...noneMatched,
        charge_count: 3,
        charge_amount: '3.00',
        refund_count: 1,
        refund_amount: '1.00',
        difference_count: 2 * itemsPerEvent + 1,
      },
      expect.objectContaining({
        tenant_id: '100001',
        transfer_count: 2,
        transfer_amount: '5.00',
        difference_count: 0,
      }),
    ]);

    await project(runOf('second', day, unclaimedCharges(2, 500_000), { lines: 2, matched: [] }));
    expect(await countOf(day.date)).toBe(2);
    expect(await figuresOf(day.date)).toEqual([
      expect.objectContaining({
        tenant_id: '000000',
        statement_lines: 2,
        ...noneMatched,
        difference_count: 2,
      }),
    ]);
    expect(await countOf(otherDay.date)).toBe(3);
  });

  it('still projects a run recorded with an item for every line: its rows, and the figures they make', async () => {
    const everyLine = [
      ...matchedCharges(2 * itemsPerEvent, 1_000_000, tenant),
      ...unclaimedCharges(1, 2_000_000),
    ];
    await project(runOf('before-figures', day, everyLine));

    expect(await countOf(day.date)).toBe(2 * itemsPerEvent + 1);
    expect(await figuresOf(day.date)).toEqual([
      expect.objectContaining({
        tenant_id: '000000',
        statement_lines: null,
        ...noneMatched,
        difference_count: 1,
      }),
      expect.objectContaining({
        tenant_id: tenant,
        ...noneMatched,
        charge_count: 2 * itemsPerEvent,
        charge_amount: yuanOf(100 * 2 * itemsPerEvent),
        difference_count: 0,
      }),
    ]);
  });
});
