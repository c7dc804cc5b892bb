import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';
import { consumptionRow } from '@projections/money/consumption/consumption.projection';
import { consumptionTable } from '@projections/money/consumption/consumption.table';
import { rowAsRead } from '@projections/support/row-as-read';
import type { OrderConsumed } from '@services/money/order/order.events';

/** orderInfoConsume/list: the consumptions of one order, or all, newest first. */
export const consumptionList: ListSpec = {
  filterable: { orderId: 'id', paymentNo: 'code', reportedBy: 'code', createTime: 'date' },
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'order_id as orderId',
  'payment_no as paymentNo',
  sql<string>`consume_amount::text`.as('consumeAmount'),
  sql<string>`payable_amount::text`.as('payableAmount'),
  sql<string>`provision_amount::text`.as('provisionAmount'),
  'remark',
  'reported_by as reportedBy',
  ...auditSelection,
] as const;

export class ConsumptionQueries extends TenantRecords<
  'prepaid_order_consume',
  (typeof recordColumns)[number]
> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_order_consume', recordColumns);
  }
}

export type ConsumptionRead = NonNullable<Awaited<ReturnType<ConsumptionQueries['findRecord']>>>;

/**
 * A consumption as findRecord reads its row back (recordColumns: every column, in camelCase),
 * made from the row its OrderConsumed writes: what a write answers once the read models hold it.
 */
export function consumptionRead(consumed: OrderConsumed['data'], tenantId: string): ConsumptionRead {
  return rowAsRead(consumptionTable, consumptionRow(consumed, tenantId)) as ConsumptionRead;
}
