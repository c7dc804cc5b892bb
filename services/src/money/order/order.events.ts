import type { DomainEvent } from '@platform/commands/decider';
import type { OrderStatusCode } from '@services/money/order/order.wire';
import type { Resolution } from '@services/money/ledger/ledger-journal';
import type { LedgerTransaction } from '@services/money/ledger/ledger-transaction';

/** The order's status codes as the read model and the console know them (order.wire.ts). */
export const orderStatus = {
  created: 0,
  deposited: 1,
  consuming: 2,
  finished: 3,
  refunded: 4,
} as const satisfies Record<string, OrderStatusCode>;

/** What the consumer side states when it creates an order with its card. Amounts are fen. */
export interface OrderTerms {
  merchantId: string;
  goodsId: string | null;
  paymentNo: string;
  cardId: string;
  cardNo: string;
  buyerName: string;
  buyerPhone: string | null;
  tradeAmountFen: number;
  contractContent: string | null;
  /** Basis points of each consumption held as provision, fixed when the order is made. */
  provisionRatio: number;
}

/**
 * The order's money after an event, in fen: events that move money carry it so that read models
 * set values rather than add to them (a replay changes nothing).
 */
export interface OrderBalances {
  paidFen: number;
  frozenFen: number;
  provisionFen: number;
  consumedFen: number;
}

/** Which order an event is about, who acted and when (ISO-8601 instant). */
export interface Acted {
  id: string;
  by: string;
  at: string;
}

export type OrderCreated = DomainEvent<
  'OrderCreated',
  OrderTerms & { id: string; tenantId: string; createUser: string; createDept: string; createTime: string }
>;
export type OrderTradeAmountUpdated = DomainEvent<
  'OrderTradeAmountUpdated',
  Acted & { fromFen: number; toFen: number }
>;
export type OrderContractContentUpdated = DomainEvent<
  'OrderContractContentUpdated',
  Acted & { from: string | null; to: string | null }
>;
/**
 * The money of a charge is frozen against the order: from the bank when the notice matched, or
 * from suspense when an operator matched it by hand. `bankSerial` names the charge.
 */
export type OrderDeposited = DomainEvent<
  'OrderDeposited',
  Acted & {
    bankSerial: string;
    amountFen: number;
    source: 'bank' | 'suspense';
    transaction: LedgerTransaction;
    balances: OrderBalances;
  }
>;
/** A consumption, split into the merchant's share and the provision (provision-split.ts). */
export type OrderConsumed = DomainEvent<
  'OrderConsumed',
  Acted & {
    consumeId: string;
    /**
     * The order's payment number, which operators search by; absent on consumptions recorded
     * before it was carried (their rows keep none).
     */
    paymentNo?: string;
    amountFen: number;
    payableFen: number;
    provisionFen: number;
    remark: string | null;
    /** Who reported it: the consumer side's intake, or an operator in the console. */
    reportedBy: 'consumer' | 'operator';
    transaction: LedgerTransaction;
    balances: OrderBalances;
  }
>;
/** Nothing is frozen any more: the last consumption used it all. */
export type OrderFinished = DomainEvent<'OrderFinished', Acted>;
export type OrderCardHolderUpdated = DomainEvent<
  'OrderCardHolderUpdated',
  Acted & { cardId: string; buyerName: string; buyerPhone: string | null }
>;

/** What a refund took out of the order: its frozen money first, then its provision. */
export interface RefundShares {
  refundOrderId: string;
  serial: string;
  amountFen: number;
  fromFrozenFen: number;
  fromProvisionFen: number;
}
/**
 * A refund's amount reserved under its serial (MONEY.md §5): the pending transfer to the bank,
 * whose id is the serial, leaves the order at once and reaches the bank when posted.
 */
export type OrderRefundReserved = DomainEvent<
  'OrderRefundReserved',
  Acted & RefundShares & { transaction: LedgerTransaction; balances: OrderBalances }
>;
/**
 * The bank executed the refund: the pending transfer is posted. `closed`: nothing is frozen any
 * more, so the order is refunded.
 */
export type OrderRefunded = DomainEvent<
  'OrderRefunded',
  Acted & RefundShares & { resolution: Resolution; balances: OrderBalances; closed: boolean }
>;
/** The bank refused the refund for good: the pending transfer is voided, the money is the order's again. */
export type OrderRefundVoided = DomainEvent<
  'OrderRefundVoided',
  Acted & RefundShares & { resolution: Resolution; balances: OrderBalances }
>;
/** The provision released to the merchant's payable (manualUnfreezeProvisions). */
export type OrderProvisionReleased = DomainEvent<
  'OrderProvisionReleased',
  Acted & { amountFen: number; transaction: LedgerTransaction; balances: OrderBalances }
>;

export type OrderEvent =
  | OrderCreated
  | OrderTradeAmountUpdated
  | OrderContractContentUpdated
  | OrderDeposited
  | OrderConsumed
  | OrderFinished
  | OrderCardHolderUpdated
  | OrderRefundReserved
  | OrderRefunded
  | OrderRefundVoided
  | OrderProvisionReleased;

export const orderEventTypes = [
  'OrderCreated',
  'OrderTradeAmountUpdated',
  'OrderContractContentUpdated',
  'OrderDeposited',
  'OrderConsumed',
  'OrderFinished',
  'OrderCardHolderUpdated',
  'OrderRefundReserved',
  'OrderRefunded',
  'OrderRefundVoided',
  'OrderProvisionReleased',
] satisfies Array<OrderEvent['type']>;

/** Where the record stands in its lifecycle (the decider's state); the status codes above name each. */
export type OrderStage = 'created' | 'deposited' | 'consuming' | 'finished' | 'refunded';
