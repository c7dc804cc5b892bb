import { assertNever } from '@platform/lang/assert-never';
import { cutPaymentTable } from '@projections/money/cut-payment/cut-payment.table';
import { stampedBy } from '@projections/money/money-stamps';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { changesPerRow, type RowChange, writeRowChanges } from '@projections/support/row-changes';
import { yuanOf } from '@services/money/amount.wire';
import {
  type CutPaymentEvent,
  cutPaymentEventTypes,
  cutPaymentStatus,
} from '@services/money/cut-payment/cut-payment.events';

type CutPaymentRow = RowOf<typeof cutPaymentTable>;

/** The cut-payment applications read model (cutPaymentApply list, detail, getCutPamentList). */
export const cutPaymentProjection: Projection = {
  name: 'money-cut-payment-read-model',
  handles: cutPaymentEventTypes,
  tables: [cutPaymentTable.name],

  async apply(trx, events) {
    await writeRowChanges(trx, cutPaymentTable, changesPerRow(events, changeOf));
  },
};

function changeOf(event: CutPaymentEvent): RowChange<CutPaymentRow> {
  const { by, at } = event.data;
  switch (event.type) {
    case 'CutPaymentApplied': {
      const { data } = event;
      const row: CutPaymentRow = {
        id: data.id,
        tenant_id: data.tenantId,
        merchant_id: data.merchantId,
        org_payment_no: data.orgPaymentNo,
        batch_no: data.batchNo,
        amount: yuanOf(data.amountFen),
        account_no: data.accountNo,
        account_name: data.accountName,
        serial: null,
        bank_serial: null,
        fail_reason: null,
        ...stampedBy(by, at),
        status: cutPaymentStatus.applied,
      };
      return { kind: 'row', row };
    }
    case 'CutPaymentRemoved':
      return { kind: 'removed' };
    case 'CutPaymentSubmitted':
      return patch(
        { serial: event.data.serial, fail_reason: null, status: cutPaymentStatus.pending },
        by,
        at,
      );
    case 'CutPaymentSucceeded':
      return patch({ bank_serial: event.data.bankSerial, status: cutPaymentStatus.succeeded }, by, at);
    case 'CutPaymentFailed':
      return patch({ fail_reason: event.data.reason, status: cutPaymentStatus.failed }, by, at);
    default:
      return assertNever(event);
  }
}

function patch(columns: Partial<CutPaymentRow>, by: string, at: string): RowChange<CutPaymentRow> {
  return { kind: 'patch', patch: { ...columns, update_user: by, update_time: at } };
}
