import { actedCreationStamp } from '@projections/support/audit-stamps';
import { paymentDataLogTable } from '@projections/money/payment-data-log/payment-data-log.table';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { rowChangeWrites } from '@projections/support/row-changes';
import {
  type PaymentNoticeLogged,
  paymentDataLogEventTypes,
} from '@services/money/payment-data-log/payment-data-log.events';

type LogRow = RowOf<typeof paymentDataLogTable>;

/** The payment data log (paymentDataLog/page): every notice as it arrived; rows never change. */
export const paymentDataLogProjection: Projection = {
  name: 'money-payment-data-log-read-model',
  handles: paymentDataLogEventTypes,
  tables: [paymentDataLogTable.name],

  ...rowChangeWrites(paymentDataLogTable, rowOf),
};

function rowOf({ data }: PaymentNoticeLogged) {
  const row: LogRow = {
    id: data.id,
    tenant_id: data.tenantId,
    bank_serial: data.bankSerial,
    payment_no: data.paymentNo,
    body: data.body,
    rejected_reason: data.rejectedReason,
    ...actedCreationStamp({ by: '0', at: data.receivedAt }),
    status: data.rejectedReason === null ? 1 : 0,
  };
  return { kind: 'row' as const, row };
}
