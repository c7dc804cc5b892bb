import type { CommandMetadata } from '@platform/commands/command-metadata';
import {
  merchantPayable,
  orderFrozen,
  orderProvision,
  supervisedBank,
  unmatchedSuspense,
} from '@services/money/ledger/ledger-accounts';
import type { OrderCommand } from '@services/money/order/order.commands';
import type { OrderEvent, OrderTerms } from '@services/money/order/order.events';

/** Small factories of the order's commands and events, for the decider's given/when/then. */
export const orderId = '900';
export const metadata: CommandMetadata = {
  tenantId: '000000',
  callerId: '1',
  at: '2026-11-24T03:00:00.000Z',
};
export const acted = { id: orderId, by: '1', at: metadata.at };

export const terms: OrderTerms = {
  merchantId: '31',
  goodsId: null,
  paymentNo: 'P-1',
  cardId: '901',
  cardNo: 'C-1',
  buyerName: '张三',
  buyerPhone: '13800000000',
  tradeAmountFen: 10_000,
  contractContent: '二十节课',
  provisionRatio: 1000,
};

export function command<Type extends OrderCommand['type']>(
  type: Type,
  data: Extract<OrderCommand, { type: Type }>['data'],
): OrderCommand {
  return { type, data, metadata } as OrderCommand;
}

export const created: OrderEvent = {
  type: 'OrderCreated',
  data: {
    id: orderId,
    tenantId: '000000',
    ...terms,
    createUser: '1',
    createDept: '0',
    createTime: metadata.at,
  },
};

/** A charge frozen against the order, from the bank or (an operator's match) out of suspense. */
export function depositedEvent(
  source: 'bank' | 'suspense' = 'bank',
  bankSerial = 'B-1',
  transactionId = 'T-1',
): OrderEvent {
  return {
    type: 'OrderDeposited',
    data: {
      ...acted,
      bankSerial,
      amountFen: 10_000,
      source,
      transaction: {
        id: transactionId,
        kind: source === 'bank' ? 'deposit-matched' : 'manual-deposit',
        status: 'posted',
        postings: [
          { account: source === 'bank' ? supervisedBank : unmatchedSuspense, amount: -10_000 },
          { account: orderFrozen(orderId), amount: 10_000 },
        ],
      },
      balances: { paidFen: 10_000, frozenFen: 10_000, provisionFen: 0, consumedFen: 0 },
    },
  };
}

export const deposited = depositedEvent();

/** A consumption of `amountFen` on an order with `frozenFen` left, at a 10 % provision. */
export function consumedEvent(
  consumeId: string,
  amountFen: number,
  frozenBefore: number,
  provisionBefore = 0,
): OrderEvent {
  const provisionFen = amountFen - Math.floor((amountFen * 9) / 10);
  const payableFen = amountFen - provisionFen;
  return {
    type: 'OrderConsumed',
    data: {
      ...acted,
      consumeId,
      paymentNo: terms.paymentNo,
      amountFen,
      payableFen,
      provisionFen,
      remark: null,
      reportedBy: 'operator',
      transaction: {
        id: `T-${consumeId}`,
        kind: 'consumption',
        status: 'posted',
        postings: [
          { account: orderFrozen(orderId), amount: -amountFen },
          { account: merchantPayable('31'), amount: payableFen },
          { account: orderProvision(orderId), amount: provisionFen },
        ],
      },
      balances: {
        paidFen: 10_000,
        frozenFen: frozenBefore - amountFen,
        provisionFen: provisionBefore + provisionFen,
        consumedFen: 10_000 - (frozenBefore - amountFen) - (provisionBefore + provisionFen),
      },
    },
  };
}
