import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListRequest, ListSpec } from '@platform/http/list-request';
import { auditSelection } from '@projections/support/audit-selection';
import { TenantRecords } from '@projections/support/tenant-records';
import type { AbnormalCounts, AbnormalKind } from '@services/money/reconciliation/reconciliation.wire';

/** orderInfo/reconciliation/page and abnormalOrder/*: by day, result, kind, serials, order, merchant. */
export const reconciliationList: ListSpec = {
  filterable: {
    // A day as the statement names it (yyyy-MM-dd), compared as such.
    reconDate: 'code',
    status: 'number',
    lineKind: 'code',
    abnormalKind: 'code',
    bankSerial: 'code',
    serial: 'code',
    paymentNo: 'code',
    orderId: 'id',
    merchantId: 'id',
    createTime: 'date',
  },
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  sql<string>`recon_date::text`.as('reconDate'),
  'line_kind as lineKind',
  'abnormal_kind as abnormalKind',
  'bank_serial as bankSerial',
  'serial',
  'payment_no as paymentNo',
  'order_id as orderId',
  'merchant_id as merchantId',
  sql<string | null>`bank_amount::text`.as('bankAmount'),
  sql<string | null>`our_amount::text`.as('ourAmount'),
  ...auditSelection,
] as const;

const kinds: readonly AbnormalKind[] = ['depository', 'consume', 'refund', 'instruction'];

/** Reads of the reconciliation read model, always within one tenant. */
export class ReconciliationQueries extends TenantRecords<
  'prepaid_reconciliation',
  (typeof recordColumns)[number]
> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_reconciliation', recordColumns);
  }

  /** The abnormal orders of one kind (MONEY.md §6), newest first. */
  abnormalPage(tenantId: string, kind: AbnormalKind, list: ListRequest) {
    return this.page(tenantId, list, sql<boolean>`abnormal_kind = ${kind}`);
  }

  /** getOrderStatisticsCount: the tenant's abnormal orders by kind, and in all. */
  async abnormalCounts(tenantId: string): Promise<AbnormalCounts> {
    const rows = await this.db
      .selectFrom('prepaid_reconciliation')
      .where('tenant_id', '=', tenantId)
      .where('abnormal_kind', 'is not', null)
      .select(['abnormal_kind as kind', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('abnormal_kind')
      .execute();
    const counted = new Map(rows.map(({ kind, count }) => [kind, Number(count)]));
    const byKind = Object.fromEntries(kinds.map((kind) => [kind, counted.get(kind) ?? 0])) as Record<
      AbnormalKind,
      number
    >;
    return { ...byKind, total: kinds.reduce((total, kind) => total + byKind[kind], 0) };
  }
}
