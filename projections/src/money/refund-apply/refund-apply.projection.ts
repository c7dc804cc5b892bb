import { assertNever } from '@platform/lang/assert-never';
import { refundApplyTable } from '@projections/money/refund-apply/refund-apply.table';
import { actedCreationStamp, actedPatch } from '@projections/support/audit-stamps';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeWrites } from '@projections/support/row-changes';
import { yuanOf } from '@services/money/amount.wire';
import {
  type RefundApplyEvent,
  refundApplyEventTypes,
  refundApplyStatus,
} from '@services/money/refund-apply/refund-apply.events';

type RefundApplyRow = RowOf<typeof refundApplyTable>;

/** The refund applications read model (refundApply/getRefundApplyListPage). */
export const refundApplyProjection: Projection = {
  name: 'money-refund-apply-read-model',
  handles: refundApplyEventTypes,
  tables: [refundApplyTable.name],

  ...rowChangeWrites(refundApplyTable, changeOf),
};

function changeOf(event: RefundApplyEvent): RowChange<RefundApplyRow> {
  switch (event.type) {
    case 'RefundApplied': {
      const { data } = event;
      const row: RefundApplyRow = {
        id: data.id,
        tenant_id: data.tenantId,
        order_id: data.orderId,
        merchant_id: data.merchantId,
        payment_no: data.paymentNo,
        amount: yuanOf(data.amountFen),
        reason: data.reason,
        account_no: data.accountNo,
        account_name: data.accountName,
        refund_order_id: null,
        refuse_reason: null,
        ...actedCreationStamp(data),
        status: refundApplyStatus.applied,
      };
      return { kind: 'row', row };
    }
    case 'RefundApplyApproved':
      return actedPatch<RefundApplyRow>(
        { refund_order_id: event.data.refundOrderId, status: refundApplyStatus.approved },
        event.data,
      );
    case 'RefundApplyRefused':
      return actedPatch<RefundApplyRow>(
        { refuse_reason: event.data.reason, status: refundApplyStatus.refused },
        event.data,
      );
    default:
      return assertNever(event);
  }
}
