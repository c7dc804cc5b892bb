import { sql } from 'kysely';
import { addDayFigures, startDayFigures } from '@projections/money/reconciliation/reconciliation-day-figures';
import { reconciliationDayFiguresTable } from '@projections/money/reconciliation/reconciliation-day-figures.table';
import { reconciliationTable } from '@projections/money/reconciliation/reconciliation.table';
import type { Projection } from '@projections/runner/projection';
import { actedCreationStamp } from '@projections/support/audit-stamps';
import type { RowOf } from '@projections/support/read-model-table';
import type { RowChange } from '@projections/support/row-changes';
import { writeRowChanges } from '@projections/support/row-changes';
import { yuanOf } from '@services/money/amount.wire';
import {
  type ReconciliationEvent,
  reconciliationEventTypes,
  type ReconciliationItem,
  reconciliationResult,
} from '@services/money/reconciliation/reconciliation.events';

type ReconciliationRow = RowOf<typeof reconciliationTable>;

/**
 * The reconciliation read model (orderInfo/reconciliation, abnormalOrder/*): each run replaces
 * its day's rows with its own — its items (its ReconciliationRecorded, then the items that follow
 * it) and the day's figures per tenant — in the order the runs were recorded, so a replay ends
 * as the last run left it.
 */
export const reconciliationProjection: Projection = {
  name: 'money-reconciliation-read-model',
  handles: reconciliationEventTypes,
  tables: [reconciliationTable.name, reconciliationDayFiguresTable.name],

  async apply(trx, events) {
    for (const event of events as unknown as ReconciliationEvent[]) {
      const { date, items, by, at } = event.data;
      if (event.type === 'ReconciliationRecorded') {
        for (const table of [reconciliationTable.name, reconciliationDayFiguresTable.name])
          await trx
            .deleteFrom(table)
            .where(sql<boolean>`recon_date = ${date}::date`)
            .execute();
        await startDayFigures(trx, event.data);
      }
      await addDayFigures(trx, event);
      const changes = new Map<string, RowChange<ReconciliationRow>>(
        items.map((item) => [item.id, { kind: 'row', row: rowOf(date, item, by, at) }]),
      );
      await writeRowChanges(trx, reconciliationTable, changes);
    }
  },
};

function rowOf(date: string, item: ReconciliationItem, by: string, at: string): ReconciliationRow {
  const money = (fen: number | null) => (fen === null ? null : yuanOf(fen));
  return {
    id: item.id,
    tenant_id: item.tenantId,
    recon_date: date,
    line_kind: item.kind,
    abnormal_kind: item.abnormal,
    bank_serial: item.bankSerial,
    serial: item.serial,
    payment_no: item.paymentNo,
    order_id: item.orderId,
    merchant_id: item.merchantId,
    bank_amount: money(item.bankAmountFen),
    our_amount: money(item.ourAmountFen),
    ...actedCreationStamp({ by, at }),
    status: reconciliationResult[item.result],
  };
}
