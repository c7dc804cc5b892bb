import fc from 'fast-check';
import { depositRefusal, orderDecider } from '@services/money/order/order.decider';
import {
  merchantId,
  metadata,
  type MoneyWorld,
  onDeposit,
  onOrder,
  pickFrom,
} from '@services/money/testing/money-world';
import { weightedStep } from '@services/money/testing/weighted-step';

/**
 * What consumers and the bank do to orders: an order made and its amount corrected, the bank's
 * charges (exact, wrong, for no order, repeated), an operator matching a charge by hand, and
 * consumptions. Order and charge numbers pick among those made so far.
 */
export type IntakeStep =
  | { kind: 'create'; tradeFen: number; ratio: number }
  | { kind: 'correct'; order: number; tradeFen: number }
  | { kind: 'notify'; order: number; known: boolean; exact: boolean; amountFen: number }
  | { kind: 'repeat'; deposit: number }
  | { kind: 'match'; deposit: number; order: number }
  /** `share` (1–100) consumes that percentage of what is frozen; 0 consumes `amountFen`. */
  | { kind: 'consume'; order: number; amountFen: number; share: number };

export const fen = fc.integer({ min: 1, max: 2_000_000 });
export const pick = fc.nat({ max: 50 });
export const percent = fc.integer({ min: 0, max: 100 });
/** True three times in four. */
export const mostly = fc.integer({ min: 0, max: 3 }).map((draw) => draw > 0);

export const intakeSteps: Array<fc.WeightedArbitrary<IntakeStep>> = [
  weightedStep(2, 'create', { tradeFen: fen, ratio: fc.integer({ min: 0, max: 10_000 }) }),
  weightedStep(1, 'correct', { order: pick, tradeFen: fen }),
  // Mostly the charge its order waits for, so that most orders go on to be consumed and refunded.
  weightedStep(3, 'notify', { order: pick, known: mostly, exact: mostly, amountFen: fen }),
  weightedStep(1, 'repeat', { deposit: pick }),
  weightedStep(2, 'match', { deposit: pick, order: pick }),
  weightedStep(4, 'consume', { order: pick, amountFen: fen, share: percent }),
];

/** One step as the handlers do it (charge-notice.handlers.ts, deposit.handlers.ts, order.handlers.ts). */
export function playIntake(world: MoneyWorld, next: IntakeStep): void {
  switch (next.kind) {
    case 'create': {
      const id = world.nextId();
      const terms = {
        merchantId,
        goodsId: null,
        paymentNo: `P-${id}`,
        cardId: world.nextId(),
        cardNo: `C-${id}`,
        buyerName: '张三',
        buyerPhone: null,
        tradeAmountFen: next.tradeFen,
        contractContent: null,
        provisionRatio: next.ratio,
      };
      if (world.run([onOrder(id, { type: 'CreateOrder', data: { id, createDept: '0', ...terms } })]))
        world.orders.push(id);
      return;
    }
    case 'correct': {
      const id = pickFrom(world.orders, next.order);
      if (id)
        world.run([onOrder(id, { type: 'UpdateTradeAmount', data: { tradeAmountFen: next.tradeFen } })]);
      return;
    }
    case 'notify': {
      // An exact charge pays an order's trade amount: its own (matched), or under a paymentNo
      // no order has, so that an operator may match it to that order by hand.
      const named = pickFrom(world.orders, next.order);
      const id = next.known ? named : undefined;
      const state = named ? world.order(named) : orderDecider.initialState();
      const amountFen =
        next.exact && state.status === 'present' ? state.terms.tradeAmountFen : next.amountFen;
      const charge = { serial: `B-${world.nextId()}`, paymentNo: id ? `P-${id}` : 'P-NONE', amountFen };
      world.deposits.push(charge);
      notify(world, charge, id);
      return;
    }
    case 'repeat': {
      const charge = pickFrom(world.deposits, next.deposit);
      if (charge)
        notify(world, charge, charge.paymentNo === 'P-NONE' ? undefined : charge.paymentNo.slice(2));
      return;
    }
    case 'match': {
      const charge = pickFrom(world.deposits, next.deposit);
      const id = pickFrom(world.orders, next.order);
      if (!charge || !id) return;
      world.run([
        onDeposit(charge.serial, {
          type: 'MatchDepositByOperator',
          data: { orderId: id, paymentNo: `P-${id}` },
        }),
        onOrder(id, {
          type: 'DepositIntoOrder',
          data: {
            bankSerial: charge.serial,
            amountFen: charge.amountFen,
            source: 'suspense',
            transactionId: world.nextId(),
          },
        }),
      ]);
      return;
    }
    case 'consume': {
      const id = pickFrom(world.orders, next.order);
      const state = id ? world.order(id) : orderDecider.initialState();
      const frozenFen = state.status === 'present' ? state.balances.frozenFen : 0;
      const amountFen = next.share > 0 ? Math.ceil((frozenFen * next.share) / 100) : next.amountFen;
      const data = {
        consumeId: world.nextId(),
        amountFen,
        remark: null,
        reportedBy: 'consumer' as const,
      };
      if (id)
        world.run([
          onOrder(id, { type: 'RecordConsumption', data: { ...data, transactionId: world.nextId() } }),
        ]);
      return;
    }
  }
}

/** The bank's charge notice, as charge-notice.handlers.ts records it: matched to its order, or not. */
function notify(
  world: MoneyWorld,
  charge: MoneyWorld['deposits'][number],
  orderId: string | undefined,
): void {
  const charged = {
    bankSerial: charge.serial,
    paymentNo: charge.paymentNo,
    accountNo: 'A',
    payerName: '张三',
    amountFen: charge.amountFen,
    valueDate: '2026-11-24',
    notifiedAt: metadata.at,
  };
  const record = (match: { orderId: string } | { unmatchedReason: string }) =>
    onDeposit(charge.serial, {
      type: 'RecordDeposit',
      data: { id: world.nextId(), charge: charged, match, transactionId: world.nextId() },
    });
  const state = orderId ? world.order(orderId) : orderDecider.initialState();
  const refusal = depositRefusal(state, charge.amountFen);
  if (refusal === undefined && orderId) {
    const deposit = {
      bankSerial: charge.serial,
      amountFen: charge.amountFen,
      source: 'bank' as const,
      transactionId: world.nextId(),
    };
    if (world.run([record({ orderId }), onOrder(orderId, { type: 'DepositIntoOrder', data: deposit })]))
      return;
  }
  world.run([record({ unmatchedReason: refusal ?? '订单已入账,不能重复入账' })]);
}
