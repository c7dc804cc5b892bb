import fc from 'fast-check';
import type { Page } from '@platform/http/paging';
import { yuanOf } from '@services/money/amount.wire';
import type { PresentOrder } from '@services/money/order/order.decider';
import { orderStatus } from '@services/money/order/order.events';
import type { fundedOrders } from '@services/testing/funded-orders';
import { createMerchant } from '@services/testing/referenced-records';
import {
  type Call,
  dataOf,
  type Fields,
  picked,
  present,
  type ReadModelScenario,
  word,
} from '@services/testing/state-as-of/read-model-scenario';

const transaction = '/api/prepaid-transaction';
const orderFields = [
  'tradeAmount',
  'buyerName',
  'buyerPhone',
  'paidAmount',
  'frozenAmount',
  'provisionAmount',
  'consumedAmount',
  'status',
] as const;
/** What each order is charged: more than five consumptions of at most 15 yuan take. */
const tradeYuan = 100;

/** The order of a payment number as orderInfo/page shows it, if it holds one. */
async function listed(call: Call, paymentNo: string): Promise<Fields | undefined> {
  const page = await dataOf(
    call<Page<Fields>>('GET', `${transaction}/orderInfo/page?paymentNo=${paymentNo}`),
    'orders listed',
  );
  return page.records[0];
}

/** A card's holder corrected, as the card page does it. */
async function holderCorrected(call: Call, paymentNo: string, holderName: string) {
  const cards = await dataOf(
    call<Page<Fields>>('GET', `/api/prepaid-transaction/cardInfo/list?cardNo=CARD-${paymentNo}`),
    'cards listed',
  );
  const body = { id: cards.records[0].id, holderName };
  await dataOf(call('POST', '/api/prepaid-transaction/cardInfo/submit', body), 'card holder corrected');
}

/**
 * An order of 100 yuan, of a merchant of its own (numbered as other suites' merchants are not,
 * for categories, banks and credit codes of its own), charged at the bank and deposited.
 */
export async function chargedOrder(
  call: Call,
  orders: ReturnType<typeof fundedOrders>,
  merchantNumber: number,
): Promise<{ id: string; paymentNo: string }> {
  const { merchant } = await createMerchant(call, '000000', merchantNumber);
  const paymentNo = `ASOF-${Date.now().toString(36)}-${merchantNumber}`;
  const { id } = await orders.order(merchant.id, paymentNo, tradeYuan, '2026-11-24');
  return { id, paymentNo };
}

/**
 * An order, charged at the bank and deposited through the signed charge notice, then consumed
 * and its holder corrected at random: its balances and stage are the order decider's fold. An
 * order is never removed: its end is to be consumed to nothing, which finishes it.
 */
export function order(orders: ReturnType<typeof fundedOrders>): ReadModelScenario {
  const paymentNos = new Map<string, string>();
  return {
    type: 'order',
    edits: fc.record({ consumeYuan: fc.integer({ min: 1, max: 15 }), buyerName: word }, { requiredKeys: [] }),
    async create(call, n) {
      const { id, paymentNo } = await chargedOrder(call, orders, 9100 + n);
      paymentNos.set(id, paymentNo);
      return id;
    },
    async apply(call, id, command) {
      const paymentNo = paymentNos.get(id)!;
      if (command.kind === 'remove') {
        const { frozenAmount } = (await listed(call, paymentNo))!;
        return orders.consume(id, Number(frozenAmount));
      }
      const { consumeYuan, buyerName } = command.values;
      if (typeof buyerName === 'string') await holderCorrected(call, paymentNo, buyerName);
      if (typeof consumeYuan === 'number') await orders.consume(id, consumeYuan);
    },
    async readModel(call, id) {
      const row = await listed(call, paymentNos.get(id)!);
      return row && picked(row, orderFields);
    },
    fromState(state) {
      if (!present(state)) return undefined;
      const { terms, balances, stage } = state as unknown as PresentOrder;
      return {
        tradeAmount: yuanOf(terms.tradeAmountFen),
        buyerName: terms.buyerName,
        buyerPhone: terms.buyerPhone,
        paidAmount: yuanOf(balances.paidFen),
        frozenAmount: yuanOf(balances.frozenFen),
        provisionAmount: yuanOf(balances.provisionFen),
        consumedAmount: yuanOf(balances.consumedFen),
        status: orderStatus[stage],
      };
    },
  };
}
