import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';
import { cutPaymentStatus } from '@services/money/cut-payment/cut-payment.events';

/** cutPaymentApply/list: by orgPaymentNo, batch, merchant, status, time. */
export const cutPaymentList: ListSpec = {
  filterable: {
    orgPaymentNo: 'code',
    batchNo: 'code',
    merchantId: 'id',
    status: 'number',
    createTime: 'date',
  },
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'merchant_id as merchantId',
  'org_payment_no as orgPaymentNo',
  'batch_no as batchNo',
  sql<string>`amount::text`.as('amount'),
  'account_no as accountNo',
  'account_name as accountName',
  'serial',
  'bank_serial as bankSerial',
  'fail_reason as failReason',
  'contract_link as contractLink',
  'paid_time as paidTime',
  ...auditSelection,
] as const;

/** Reads of the cut-payment applications read model, always within one tenant. */
export class CutPaymentQueries extends TenantRecords<
  'prepaid_cut_payment_apply',
  (typeof recordColumns)[number]
> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_cut_payment_apply', recordColumns);
  }

  /** getCutPamentList: the application of one orgPaymentNo, as a list of none or one. */
  byOrgPaymentNo(tenantId: string, orgPaymentNo: string) {
    return this.applications(tenantId)
      .where('org_payment_no', '=', orgPaymentNo)
      .select(recordColumns)
      .execute();
  }

  /** The applications of a batch, oldest first: what manualCutPayment resubmits. */
  ofBatch(tenantId: string, batchNo: string) {
    return this.applications(tenantId)
      .where('batch_no', '=', batchNo)
      .select(['id', 'merchant_id as merchantId', 'org_payment_no as orgPaymentNo', 'status'])
      .orderBy('id')
      .execute();
  }

  /**
   * Every tenant's applications still pending at the bank since before `before`, oldest first:
   * what the sweeper settles (cut-payment-sweep.jobs.ts). Jobs read across tenants.
   */
  pendingSince(before: Date, limit: number) {
    return this.db
      .selectFrom('prepaid_cut_payment_apply')
      .where('status', '=', cutPaymentStatus.pending)
      .where('serial', 'is not', null)
      .where('update_time', '<', before)
      .select(['tenant_id as tenantId', 'merchant_id as merchantId', 'serial'])
      .orderBy('update_time')
      .limit(limit)
      .execute();
  }

  private applications(tenantId: string) {
    return this.db.selectFrom('prepaid_cut_payment_apply').where('tenant_id', '=', tenantId);
  }
}
