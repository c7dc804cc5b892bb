import type { StoredEvent } from '@platform/event-store/event-store.port';
import { actedCreationStamp } from '@projections/support/audit-stamps';
import { consumptionTable } from '@projections/money/consumption/consumption.table';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeStatements, writeRowChanges } from '@projections/support/row-changes';
import { yuanOf } from '@services/money/amount.wire';
import type { OrderConsumed } from '@services/money/order/order.events';

type ConsumptionRow = RowOf<typeof consumptionTable>;

/**
 * The consumptions read model (orderInfoConsume/list): one row per consumption, keyed by its own
 * id (the event's `id` is the order's); a consumption never changes once recorded.
 */
export const consumptionProjection: Projection = {
  name: 'money-consumption-read-model',
  handles: ['OrderConsumed'] satisfies Array<OrderConsumed['type']>,
  tables: [consumptionTable.name],

  async apply(trx, events) {
    await writeRowChanges(trx, consumptionTable, new Map(events.map(rowOf)));
  },
  writesOf: (events, when) => rowChangeStatements(consumptionTable, new Map(events.map(rowOf)), when),
};

function rowOf(stored: StoredEvent): [string, RowChange<ConsumptionRow>] {
  const { data } = stored as unknown as { data: OrderConsumed['data'] };
  return [data.consumeId, { kind: 'row', row: consumptionRow(data, stored.metadata.tenantId) }];
}

/** The row a consumption's OrderConsumed writes, in the tenant of the order. */
export function consumptionRow(data: OrderConsumed['data'], tenantId: string): ConsumptionRow {
  return {
    id: data.consumeId,
    tenant_id: tenantId,
    order_id: data.id,
    payment_no: data.paymentNo ?? null,
    consume_amount: yuanOf(data.amountFen),
    payable_amount: yuanOf(data.payableFen),
    provision_amount: yuanOf(data.provisionFen),
    remark: data.remark,
    reported_by: data.reportedBy,
    ...actedCreationStamp(data),
    status: 1,
  };
}
