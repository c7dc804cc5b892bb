import { type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListRequest, ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';
import { refundOrderStatus } from '@services/money/refund-order/refund-order.events';

/** orderInfoRefund/getRefundOrderListPage and the bank's refund lists: by order, payment, serials, status, time. */
export const refundOrderList: ListSpec = {
  filterable: {
    orderId: 'id',
    applyId: 'id',
    paymentNo: 'code',
    merchantId: 'id',
    serial: 'code',
    bankSerial: 'code',
    status: 'number',
    createTime: 'date',
  },
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'apply_id as applyId',
  'order_id as orderId',
  'merchant_id as merchantId',
  'payment_no as paymentNo',
  sql<string>`amount::text`.as('amount'),
  'account_no as accountNo',
  'account_name as accountName',
  'serial',
  'bank_serial as bankSerial',
  'fail_reason as failReason',
  'attempts',
  // What its order's provision allows (refund-order-actions.ts, as provisionReleaseRefusal
  // decides): nothing frozen, something in the provision, no other refund of the order waiting
  // for the bank.
  sql<boolean>`EXISTS (SELECT 1 FROM prepaid_order_info AS o
                        WHERE o.id = prepaid_refund_order.order_id
                          AND o.frozen_amount = 0 AND o.provision_amount > 0)
               AND NOT EXISTS (SELECT 1 FROM prepaid_refund_order AS waiting
                                WHERE waiting.tenant_id = prepaid_refund_order.tenant_id
                                  AND waiting.order_id = prepaid_refund_order.order_id
                                  AND waiting.status = ${refundOrderStatus.pending})`.as(
    'provisionReleasable',
  ),
  ...auditSelection,
] as const;

const sentToTheBank = sql<SqlBool>`serial IS NOT NULL`;
const executedByTheBank = sql<SqlBool>`bank_serial IS NOT NULL`;

/** Reads of the refund orders read model, always within one tenant. */
export class RefundOrderQueries extends TenantRecords<
  'prepaid_refund_order',
  (typeof recordColumns)[number]
> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_refund_order', recordColumns);
  }

  /** superviseRefund/list: every refund instruction sent to the supervise bank, answered or not. */
  sentPage(tenantId: string, list: ListRequest) {
    return this.page(tenantId, list, sentToTheBank);
  }

  /** unionRefund/list: the refunds the bank executed, each with the bank's own serial. */
  executedPage(tenantId: string, list: ListRequest) {
    return this.page(tenantId, list, executedByTheBank);
  }
}
