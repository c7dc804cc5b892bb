import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';

/** paymentDataLog/page: by serial, paymentNo, accepted (1) or rejected (0), and time received. */
export const paymentDataLogList: ListSpec = {
  filterable: { bankSerial: 'code', paymentNo: 'code', status: 'number', createTime: 'date' },
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'bank_serial as bankSerial',
  'payment_no as paymentNo',
  'body',
  'rejected_reason as rejectedReason',
  ...auditSelection,
] as const;

export class PaymentDataLogQueries extends TenantRecords<
  'prepaid_payment_data_log',
  (typeof recordColumns)[number]
> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_payment_data_log', recordColumns);
  }
}
