import { sql, type Transaction } from 'kysely';
import type { Database } from '@infra/schema/database';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import { yuanOf } from '@services/money/amount.wire';
import type {
  ReconciliationEvent,
  ReconciliationRecorded,
} from '@services/money/reconciliation/reconciliation.events';
import type { LineKind } from '@services/money/reconciliation/reconciliation.wire';

/** What one event adds to a tenant's figures of its day: matched lines by kind (fen), and differences. */
interface Tally {
  matched: Record<LineKind, { count: number; fen: number }>;
  differences: number;
}

const table = 'prepaid_reconciliation_day_figures';

/** A day's first row, the platform's: the statement's own figures, which concern no one tenant. */
export async function startDayFigures(
  trx: Transaction<Database>,
  { date, lines, openingFen, closingFen, bankNetFen, ourNetFen }: ReconciliationRecorded['data'],
): Promise<void> {
  await trx
    .insertInto(table)
    .values({
      tenant_id: platformTenantId,
      recon_date: date,
      // Runs recorded before the figures existed did not count their lines.
      statement_lines: lines ?? null,
      opening_balance: yuanOf(openingFen),
      closing_balance: yuanOf(closingFen),
      bank_net: yuanOf(bankNetFen),
      our_net: yuanOf(ourNetFen),
      ...figureColumns(noTally()),
    })
    .execute();
}

/**
 * Adds an event's figures to its day's rows, a row per tenant: the matched figures a run records,
 * and each item — a difference, or, in a run recorded before the figures existed, a matched line.
 */
export async function addDayFigures(trx: Transaction<Database>, event: ReconciliationEvent): Promise<void> {
  const tallies = new Map<string, Tally>();
  const tallyOf = (tenantId: string) => {
    const tally = tallies.get(tenantId) ?? noTally();
    tallies.set(tenantId, tally);
    return tally;
  };
  if (event.type === 'ReconciliationRecorded')
    for (const { tenantId, kind, count, amountFen } of event.data.matched ?? []) {
      const matched = tallyOf(tenantId).matched[kind];
      matched.count += count;
      matched.fen += amountFen;
    }
  for (const { tenantId, kind, result, abnormal, bankAmountFen } of event.data.items) {
    const tally = tallyOf(tenantId);
    if (result !== 'matched' || abnormal !== null) tally.differences += 1;
    else {
      tally.matched[kind].count += 1;
      tally.matched[kind].fen += bankAmountFen ?? 0;
    }
  }
  if (tallies.size === 0) return;
  const count = (name: string) => sql.raw<number>(`${table}.${name} + excluded.${name}`);
  const amount = (name: string) => sql.raw<string>(`${table}.${name} + excluded.${name}`);
  await trx
    .insertInto(table)
    .values(
      [...tallies].map(([tenantId, tally]) => ({
        tenant_id: tenantId,
        recon_date: event.data.date,
        ...figureColumns(tally),
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'recon_date']).doUpdateSet({
        charge_count: count('charge_count'),
        charge_amount: amount('charge_amount'),
        transfer_count: count('transfer_count'),
        transfer_amount: amount('transfer_amount'),
        refund_count: count('refund_count'),
        refund_amount: amount('refund_amount'),
        difference_count: count('difference_count'),
      }),
    )
    .execute();
}

function noTally(): Tally {
  const none = () => ({ count: 0, fen: 0 });
  return { matched: { charge: none(), transfer: none(), refund: none() }, differences: 0 };
}

function figureColumns({ matched, differences }: Tally) {
  return {
    charge_count: matched.charge.count,
    charge_amount: yuanOf(matched.charge.fen),
    transfer_count: matched.transfer.count,
    transfer_amount: yuanOf(matched.transfer.fen),
    refund_count: matched.refund.count,
    refund_amount: yuanOf(matched.refund.fen),
    difference_count: differences,
  };
}
