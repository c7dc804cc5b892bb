import fc from 'fast-check';
import type { CommandMetadata } from '@platform/commands/command-metadata';
import { type Decider, type DomainEvent, fold } from '@platform/commands/decider';
import { DomainError } from '@platform/errors/domain-errors';
import type { CutPaymentCommand } from '@services/money/cut-payment/cut-payment.commands';
import {
  type CutPaymentBook,
  cutPaymentDecider,
  takenFen,
} from '@services/money/cut-payment/cut-payment.decider';
import type { CutPaymentEvent } from '@services/money/cut-payment/cut-payment.events';
import { cutPaymentStreamId } from '@services/money/cut-payment/cut-payment.stream';
import type { DepositCommand } from '@services/money/deposit/deposit.commands';
import { depositDecider } from '@services/money/deposit/deposit.decider';
import { merchantPayable, orderFrozen, orderProvision } from '@services/money/ledger/ledger-accounts';
import { balanceOf } from '@services/money/ledger/ledger-balances';
import { journalEntriesOf } from '@services/money/ledger/ledger-journal';
import { verifyLedger } from '@services/money/ledger/ledger-verification';
import type { OrderCommand } from '@services/money/order/order.commands';
import { depositRefusal, orderDecider, type OrderState } from '@services/money/order/order.decider';
import type { OrderEvent } from '@services/money/order/order.events';

/**
 * Random sequences of what the product's users and the bank do to orders, deposits,
 * consumptions and cut-payments (the bank's answers repeated, contrary or late), run through the deciders as the handlers run them (all or nothing over the
 * streams a call writes); after each sequence the ledger must verify and every order's balances
 * must be the ledger's. MONEY_PROPERTY_RUNS sets how many sequences (CI: 10,000).
 */
const runs = Number(process.env.MONEY_PROPERTY_RUNS) || 10_000;

/** What one step of a sequence does; order and deposit numbers pick among those that exist. */
type Step =
  | { kind: 'create'; tradeFen: number; ratio: number }
  | { kind: 'correct'; order: number; tradeFen: number }
  | { kind: 'notify'; order: number; known: boolean; exact: boolean; amountFen: number }
  | { kind: 'repeat'; deposit: number }
  | { kind: 'match'; deposit: number; order: number }
  /** `share` (1–100) consumes that percentage of what is frozen; 0 consumes `amountFen`. */
  | { kind: 'consume'; order: number; amountFen: number; share: number }
  /**
   * The merchant applies for `share` percent of what its payable has left; 0 for `amountFen`.
   * `verified`: whether it has a verified bank account, without which it is refused.
   */
  | { kind: 'cutApply'; amountFen: number; share: number; verified: boolean }
  | { kind: 'cutSubmit'; application: number }
  | { kind: 'cutResubmit'; application: number }
  /** The bank's answer to a serial sent, repeated or contrary answers included. */
  | { kind: 'bankAnswer'; serial: number; executed: boolean };

const fen = fc.integer({ min: 1, max: 2_000_000 });
const pick = fc.nat({ max: 50 });
// Weighted towards what moves money, so that most sequences deposit, consume and finish.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      tradeFen: fen,
      ratio: fc.integer({ min: 0, max: 10_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('correct' as const), order: pick, tradeFen: fen }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('notify' as const),
      order: pick,
      known: fc.boolean(),
      exact: fc.boolean(),
      amountFen: fen,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat' as const), deposit: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('match' as const), deposit: pick, order: pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('consume' as const),
      order: pick,
      amountFen: fen,
      share: fc.integer({ min: 0, max: 100 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cutApply' as const),
      amountFen: fen,
      share: fc.integer({ min: 0, max: 100 }),
      // Mostly verified, so that most applications go on to the bank.
      verified: fc.integer({ min: 0, max: 9 }).map((draw) => draw > 0),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cutSubmit' as const), application: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cutResubmit' as const), application: pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('bankAnswer' as const), serial: pick, executed: fc.boolean() }),
  },
);

const merchantId = '31';
const cutPayments = cutPaymentStreamId(merchantId);
/** The merchant's verified account, unchanged through a sequence: what it applies for is paid there. */
const merchantAccount = { accountNo: 'M', accountName: '商户' };

const metadata: CommandMetadata = { tenantId: '000042', callerId: '1', at: '2026-11-24T03:00:00.000Z' };

/** An event store in memory: each call's decisions are appended together, or none is. */
class World {
  readonly streams = new Map<string, DomainEvent[]>();
  readonly log: DomainEvent[] = [];
  orders: string[] = [];
  deposits: Array<{ serial: string; paymentNo: string; amountFen: number }> = [];
  applications: string[] = [];
  serials: string[] = [];
  private ids = 0;

  nextId(): string {
    return String(++this.ids);
  }

  order(id: string): OrderState {
    return fold(orderDecider, (this.streams.get(`order-${id}`) ?? []) as OrderEvent[]);
  }

  cutPayments(): CutPaymentBook {
    return fold(cutPaymentDecider, (this.streams.get(cutPayments) ?? []) as CutPaymentEvent[]);
  }

  /** What consumptions gave the merchant's payable: what the handlers read from the orders. */
  creditedFen(): number {
    return this.orders.reduce((total, id) => {
      const order = this.order(id);
      return total + (order.status === 'present' ? order.balances.consumedFen : 0);
    }, 0);
  }

  /** Decides each part on its stream; a domain refusal anywhere writes nothing. */
  run(
    parts: Array<{ stream: string; decider: Decider<never, DomainEvent, unknown>; command: unknown }>,
  ): boolean {
    const decided: Array<[string, readonly DomainEvent[]]> = [];
    try {
      for (const { stream, decider, command } of parts)
        decided.push([
          stream,
          (decider as Decider<unknown, DomainEvent, unknown>).decide(
            command,
            fold(decider, this.streams.get(stream) ?? []),
          ),
        ]);
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
    for (const [stream, events] of decided) {
      this.streams.set(stream, [...(this.streams.get(stream) ?? []), ...events]);
      this.log.push(...events);
    }
    return true;
  }
}

const onOrder = (id: string, command: Omit<OrderCommand, 'metadata'>) => ({
  stream: `order-${id}`,
  decider: orderDecider as Decider<never, DomainEvent, unknown>,
  command: { ...command, metadata },
});
const onCutPayments = (command: Omit<CutPaymentCommand, 'metadata'>) => ({
  stream: cutPayments,
  decider: cutPaymentDecider as Decider<never, DomainEvent, unknown>,
  command: { ...command, metadata },
});
const onDeposit = (serial: string, command: Omit<DepositCommand, 'metadata'>) => ({
  stream: `deposit-${serial}`,
  decider: depositDecider as Decider<never, DomainEvent, unknown>,
  command: { ...command, metadata },
});

/** One step as the handlers do it (charge-notice.handlers.ts, deposit.handlers.ts, order.handlers.ts). */
function play(world: World, next: Step): void {
  const orderAt = (index: number) => world.orders[index % Math.max(world.orders.length, 1)];
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
      const id = orderAt(next.order);
      if (id)
        world.run([onOrder(id, { type: 'UpdateTradeAmount', data: { tradeAmountFen: next.tradeFen } })]);
      return;
    }
    case 'notify': {
      // An exact charge pays an order's trade amount: its own (matched), or under a paymentNo
      // no order has, so that an operator may match it to that order by hand.
      const named = orderAt(next.order);
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
      const charge = world.deposits[next.deposit % Math.max(world.deposits.length, 1)];
      if (charge)
        notify(world, charge, charge.paymentNo === 'P-NONE' ? undefined : charge.paymentNo.slice(2));
      return;
    }
    case 'match': {
      const charge = world.deposits[next.deposit % Math.max(world.deposits.length, 1)];
      const id = orderAt(next.order);
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
      const id = orderAt(next.order);
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
    case 'cutApply':
    case 'cutSubmit':
    case 'cutResubmit':
    case 'bankAnswer':
      playCutPayment(world, next);
      return;
  }
}

/** A cut-payment step as cut-payment.handlers.ts and cut-payment.jobs.ts do it. */
function playCutPayment(world: World, next: Extract<Step, { kind: `cut${string}` | 'bankAnswer' }>): void {
  const applicationAt = (index: number) => world.applications[index % Math.max(world.applications.length, 1)];
  const creditedFen = world.creditedFen();
  switch (next.kind) {
    case 'cutApply': {
      const leftFen = creditedFen - takenFen(world.cutPayments());
      const amountFen =
        next.share > 0 ? Math.max(1, Math.ceil((leftFen * next.share) / 100)) : next.amountFen;
      const orgPaymentNo = `O-${world.nextId()}`;
      const payee = next.verified ? merchantAccount : null;
      const data = { id: orgPaymentNo, merchantId, orgPaymentNo, batchNo: 'B', amountFen, payee };
      const applied = world.run([onCutPayments({ type: 'ApplyCutPayment', data })]);
      // Without a verified account nothing is applied for, so nothing can be paid.
      if (!next.verified) expect(applied).toBe(false);
      if (applied) world.applications.push(orgPaymentNo);
      return;
    }
    case 'cutSubmit':
    case 'cutResubmit': {
      const orgPaymentNo = applicationAt(next.application);
      if (!orgPaymentNo) return;
      const serials = [{ orgPaymentNo, serial: `S-${world.nextId()}` }];
      const command: Omit<CutPaymentCommand, 'metadata'> =
        next.kind === 'cutSubmit'
          ? { type: 'SubmitCutPayments', data: { creditedFen, payee: merchantAccount, serials } }
          : {
              type: 'ResubmitCutPaymentBatch',
              data: { batchNo: 'B', creditedFen, payee: merchantAccount, serials },
            };
      if (world.run([onCutPayments(command)])) world.serials.push(serials[0]!.serial);
      return;
    }
    case 'bankAnswer': {
      const serial = world.serials[next.serial % Math.max(world.serials.length, 1)];
      if (!serial) return;
      world.run([
        onCutPayments(
          next.executed
            ? {
                type: 'RecordCutPaymentExecuted',
                data: { serial, bankSerial: `BK-${serial}`, valueDate: '2026-11-24' },
              }
            : { type: 'RecordCutPaymentRefused', data: { serial, reason: '余额不足' } },
        ),
      ]);
      return;
    }
  }
}

function notify(world: World, charge: World['deposits'][number], orderId: string | undefined): void {
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

describe('the ledger under random sequences of orders, deposits, consumptions and cut-payments', () => {
  it(`never breaks an invariant (${runs} sequences)`, () => {
    // What the sequences did, so that a generator that stopped reaching the money fails here.
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(fc.array(step, { minLength: 5, maxLength: 40 }), (steps) => {
        const world = new World();
        for (const next of steps) play(world, next);
        for (const { type } of world.log) seen.set(type, (seen.get(type) ?? 0) + 1);
        const report = verifyLedger(world.log.flatMap(journalEntriesOf));
        expect(report.problems).toEqual([]);
        for (const id of world.orders) {
          const order = world.order(id);
          if (order.status !== 'present') continue;
          expect(balanceOf(report.balances, orderFrozen(id))).toBe(order.balances.frozenFen);
          expect(balanceOf(report.balances, orderProvision(id))).toBe(order.balances.provisionFen);
          const { paidFen, consumedFen, frozenFen, provisionFen } = order.balances;
          expect(paidFen).toBe(consumedFen + frozenFen + provisionFen);
        }
        // What the payable holds: what it received, less what is pending or paid out.
        const payable = balanceOf(report.balances, merchantPayable(merchantId));
        expect(payable).toBe(world.creditedFen() - takenFen(world.cutPayments()));
      }),
      { numRuns: runs },
    );
    const movements = [
      'OrderDeposited',
      'DepositUnmatched',
      'DepositMatchedByOperator',
      'OrderConsumed',
      'OrderFinished',
      'CutPaymentSubmitted',
      'CutPaymentSucceeded',
      'CutPaymentFailed',
    ];
    const rarelyReached = movements.filter((type) => (seen.get(type) ?? 0) < Math.ceil(runs / 1000));
    expect(rarelyReached).toEqual([]);
  });
});
