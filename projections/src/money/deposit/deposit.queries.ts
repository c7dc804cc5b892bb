import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';

/** orderInfoDepository/page and superviseCharge/list: by serial, paymentNo, order, status, time. */
export const depositList: ListSpec = {
  filterable: {
    bankSerial: 'code',
    paymentNo: 'code',
    orderId: 'id',
    payerName: 'text',
    status: 'number',
    createTime: 'date',
  },
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'bank_serial as bankSerial',
  'payment_no as paymentNo',
  'account_no as accountNo',
  'payer_name as payerName',
  sql<string>`amount::text`.as('amount'),
  sql<string>`value_date::text`.as('valueDate'),
  'order_id as orderId',
  'unmatched_reason as unmatchedReason',
  ...auditSelection,
] as const;

/** Reads of the deposits read model, always within one tenant. */
export class DepositQueries extends TenantRecords<
  'prepaid_order_depository',
  (typeof recordColumns)[number]
> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_order_depository', recordColumns);
  }
}
