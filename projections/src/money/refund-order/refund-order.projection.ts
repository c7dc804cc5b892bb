import { assertNever } from '@platform/lang/assert-never';
import { refundOrderTable } from '@projections/money/refund-order/refund-order.table';
import { actedCreationStamp, actedPatch } from '@projections/support/audit-stamps';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeWrites } from '@projections/support/row-changes';
import { yuanOf } from '@services/money/amount.wire';
import { bankValueDate } from '@services/money/bank-value-date.wire';
import {
  type RefundOrderEvent,
  refundOrderEventTypes,
  refundOrderStatus,
} from '@services/money/refund-order/refund-order.events';

type RefundOrderRow = RowOf<typeof refundOrderTable>;

/** The refund orders read model (orderInfoRefund, superviseRefund, unionRefund). */
export const refundOrderProjection: Projection = {
  name: 'money-refund-order-read-model',
  handles: refundOrderEventTypes,
  tables: [refundOrderTable.name],

  ...rowChangeWrites(refundOrderTable, changeOf),
};

function changeOf(event: RefundOrderEvent): RowChange<RefundOrderRow> {
  switch (event.type) {
    case 'RefundOrderCreated': {
      const { data } = event;
      const row: RefundOrderRow = {
        id: data.id,
        tenant_id: data.tenantId,
        apply_id: data.applyId,
        order_id: data.orderId,
        merchant_id: data.merchantId,
        payment_no: data.paymentNo,
        amount: yuanOf(data.amountFen),
        account_no: data.accountNo,
        account_name: data.accountName,
        serial: null,
        bank_serial: null,
        fail_reason: null,
        value_date: null,
        attempts: 0,
        ...actedCreationStamp(data),
        status: refundOrderStatus.created,
      };
      return { kind: 'row', row };
    }
    case 'RefundOrderRemoved':
      return { kind: 'removed' };
    case 'RefundOrderSubmitted':
      return actedPatch<RefundOrderRow>(
        {
          serial: event.data.serial,
          attempts: event.data.attempt,
          fail_reason: null,
          status: refundOrderStatus.pending,
        },
        event.data,
      );
    case 'RefundOrderSucceeded':
      return actedPatch<RefundOrderRow>(
        {
          bank_serial: event.data.bankSerial,
          value_date: bankValueDate(event.data),
          status: refundOrderStatus.refunded,
        },
        event.data,
      );
    case 'RefundOrderFailed':
      return actedPatch<RefundOrderRow>(
        { fail_reason: event.data.reason, status: refundOrderStatus.failed },
        event.data,
      );
    case 'RefundOrderProvisionUnfrozen':
      return actedPatch<RefundOrderRow>({}, event.data);
    default:
      return assertNever(event);
  }
}
