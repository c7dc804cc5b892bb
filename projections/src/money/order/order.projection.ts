import { assertNever } from '@platform/lang/assert-never';
import { actedPatch, createdStamp } from '@projections/support/audit-stamps';
import { orderTable } from '@projections/money/order/order.table';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeWrites } from '@projections/support/row-changes';
import { yuanOf } from '@services/money/amount.wire';
import {
  type OrderBalances,
  type OrderEvent,
  orderEventTypes,
  orderStatus,
} from '@services/money/order/order.events';

type OrderRow = RowOf<typeof orderTable>;

/** The orders read model (orderInfo/page): one row per order, its balances as its events left them. */
export const orderProjection: Projection = {
  name: 'money-order-read-model',
  handles: orderEventTypes,
  tables: [orderTable.name],
  ...rowChangeWrites(orderTable, changeOf),
};

function changeOf(event: OrderEvent): RowChange<OrderRow> {
  switch (event.type) {
    case 'OrderCreated': {
      const { data } = event;
      const row: OrderRow = {
        id: data.id,
        tenant_id: data.tenantId,
        merchant_id: data.merchantId,
        goods_id: data.goodsId,
        payment_no: data.paymentNo,
        card_id: data.cardId,
        card_no: data.cardNo,
        buyer_name: data.buyerName,
        buyer_phone: data.buyerPhone,
        trade_amount: yuanOf(data.tradeAmountFen),
        contract_content: data.contractContent,
        provision_ratio: data.provisionRatio,
        ...balanceColumns({ paidFen: 0, frozenFen: 0, provisionFen: 0, consumedFen: 0 }),
        ...createdStamp(data),
        status: orderStatus.created,
      };
      return { kind: 'row', row };
    }
    case 'OrderTradeAmountUpdated':
      return actedPatch<OrderRow>({ trade_amount: yuanOf(event.data.toFen) }, event.data);
    case 'OrderContractContentUpdated':
      return actedPatch<OrderRow>({ contract_content: event.data.to }, event.data);
    case 'OrderCardHolderUpdated':
      return actedPatch<OrderRow>(
        { buyer_name: event.data.buyerName, buyer_phone: event.data.buyerPhone },
        event.data,
      );
    case 'OrderDeposited':
      return actedPatch<OrderRow>(
        { ...balanceColumns(event.data.balances), status: orderStatus.deposited },
        event.data,
      );
    case 'OrderConsumed':
      return actedPatch<OrderRow>(
        { ...balanceColumns(event.data.balances), status: orderStatus.consuming },
        event.data,
      );
    case 'OrderFinished':
      return actedPatch<OrderRow>({ status: orderStatus.finished }, event.data);
    case 'OrderRefundReserved':
    case 'OrderRefundVoided':
    case 'OrderProvisionReleased':
      return actedPatch<OrderRow>(balanceColumns(event.data.balances), event.data);
    case 'OrderRefunded':
      return actedPatch<OrderRow>(
        {
          ...balanceColumns(event.data.balances),
          ...(event.data.closed ? { status: orderStatus.refunded } : {}),
        },
        event.data,
      );
    default:
      return assertNever(event);
  }
}

function balanceColumns(balances: OrderBalances) {
  return {
    paid_amount: yuanOf(balances.paidFen),
    frozen_amount: yuanOf(balances.frozenFen),
    provision_amount: yuanOf(balances.provisionFen),
    consumed_amount: yuanOf(balances.consumedFen),
  } satisfies Partial<OrderRow>;
}
