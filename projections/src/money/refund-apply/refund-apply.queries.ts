import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';

/** refundApply/getRefundApplyListPage: by order, paymentNo, merchant, status, time. */
export const refundApplyList: ListSpec = {
  filterable: {
    orderId: 'id',
    paymentNo: 'code',
    merchantId: 'id',
    status: 'number',
    createTime: 'date',
  },
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'order_id as orderId',
  'merchant_id as merchantId',
  'payment_no as paymentNo',
  sql<string>`amount::text`.as('amount'),
  'reason',
  'account_no as accountNo',
  'account_name as accountName',
  'refund_order_id as refundOrderId',
  'refuse_reason as refuseReason',
  ...auditSelection,
] as const;

/** Reads of the refund applications read model, always within one tenant. */
export class RefundApplyQueries extends TenantRecords<
  'prepaid_refund_apply',
  (typeof recordColumns)[number]
> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_refund_apply', recordColumns);
  }
}
