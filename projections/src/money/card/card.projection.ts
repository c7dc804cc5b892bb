import { actedPatch, createdStamp } from '@projections/support/audit-stamps';
import { cardTable } from '@projections/money/card/card.table';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { type KeyedChanges, keyedRowChangeWrites } from '@projections/support/keyed-row-changes';
import type { RowChange } from '@projections/support/row-changes';
import type { OrderCardHolderUpdated, OrderCreated } from '@services/money/order/order.events';

type CardRow = RowOf<typeof cardTable>;
type CardEvent = OrderCreated | OrderCardHolderUpdated;

/** The cards read model (cardInfo/list): the card of each order, keyed by the card's own id. */
export const cardProjection: Projection = {
  name: 'money-card-read-model',
  handles: ['OrderCreated', 'OrderCardHolderUpdated'] satisfies Array<CardEvent['type']>,
  tables: [cardTable.name],

  ...keyedRowChangeWrites(cardTable, (event: CardEvent): KeyedChanges<CardRow> => [changeOf(event)]),
};

function changeOf(event: CardEvent): [string, RowChange<CardRow>] {
  if (event.type === 'OrderCardHolderUpdated') {
    const { cardId, buyerName, buyerPhone } = event.data;
    return [cardId, actedPatch<CardRow>({ holder_name: buyerName, holder_phone: buyerPhone }, event.data)];
  }
  const { data } = event;
  const row: CardRow = {
    id: data.cardId,
    tenant_id: data.tenantId,
    order_id: data.id,
    card_no: data.cardNo,
    holder_name: data.buyerName,
    holder_phone: data.buyerPhone,
    ...createdStamp(data),
    status: 1,
  };
  return [data.cardId, { kind: 'row', row }];
}
