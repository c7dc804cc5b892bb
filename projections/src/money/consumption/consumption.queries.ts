import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';

/** orderInfoConsume/list: the consumptions of one order, or all, newest first. */
export const consumptionList: ListSpec = {
  filterable: { orderId: 'id', reportedBy: 'code', createTime: 'date' },
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'order_id as orderId',
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
