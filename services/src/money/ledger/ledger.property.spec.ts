import fc from 'fast-check';
import { takenFen } from '@services/money/cut-payment/cut-payment.decider';
import { merchantPayable, orderFrozen, orderProvision } from '@services/money/ledger/ledger-accounts';
import { balanceOf } from '@services/money/ledger/ledger-balances';
import { journalEntriesOf } from '@services/money/ledger/ledger-journal';
import { verifyLedger } from '@services/money/ledger/ledger-verification';
import {
  type CutPaymentStep,
  cutPaymentSteps,
  playCutPayment,
} from '@services/money/testing/cut-payment-steps';
import { type IntakeStep, intakeSteps, playIntake } from '@services/money/testing/intake-steps';
import { merchantId, MoneyWorld } from '@services/money/testing/money-world';
import { playRefund, type RefundStep, refundSteps } from '@services/money/testing/refund-steps';

/**
 * Random sequences of what the product's users and the bank do to orders, deposits,
 * consumptions, cut-payments and refunds (the bank's answers repeated, contrary or late; jobs
 * run late or twice), run through the deciders as the handlers run them (all or nothing over the
 * streams a call writes); after each sequence the ledger must verify and every order's balances
 * must be the ledger's. MONEY_PROPERTY_RUNS sets how many sequences (CI: 10,000).
 */
const runs = Number(process.env.MONEY_PROPERTY_RUNS) || 10_000;

type Step = IntakeStep | CutPaymentStep | RefundStep;

const step: fc.Arbitrary<Step> = fc.oneof<Array<fc.WeightedArbitrary<Step>>>(
  ...intakeSteps,
  ...cutPaymentSteps,
  ...refundSteps,
);

/** Each kind of step to the module that plays it as its handlers do. */
function play(world: MoneyWorld, next: Step): void {
  switch (next.kind) {
    case 'create':
    case 'correct':
    case 'notify':
    case 'repeat':
    case 'match':
    case 'consume':
      return playIntake(world, next);
    case 'cutApply':
    case 'cutSubmit':
    case 'cutResubmit':
    case 'bankAnswer':
      return playCutPayment(world, next);
    case 'refundApply':
    case 'refundDecide':
    case 'refundSubmit':
    case 'refundRetry':
    case 'refundRemove':
    case 'refundAnswer':
    case 'provisionUnfreeze':
    case 'provisionRelease':
      return playRefund(world, next);
  }
}

describe('the ledger under random sequences of orders, deposits, consumptions, cut-payments and refunds', () => {
  it(`never breaks an invariant (${runs} sequences)`, () => {
    // What the sequences did, so that a generator that stopped reaching the money fails here.
    const seen = new Map<string, number>();
    fc.assert(
      // Long sequences: fast-check keeps arrays short unless told, and a provision is released
      // only at the end of a long chain (deposit, consumption, refund, its answer, unfreeze, job).
      fc.property(fc.array(step, { minLength: 5, maxLength: 120, size: 'large' }), (steps) => {
        const world = new MoneyWorld();
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
          expect(paidFen).toBe(consumedFen + world.refundedFen(id) + frozenFen + provisionFen);
        }
        // What the payable holds: what it received, less what is pending or paid out.
        const payable = balanceOf(report.balances, merchantPayable(merchantId));
        expect(payable).toBe(world.creditedFen() - takenFen(world.cutPayments()));
        // A refund waits for the bank on all three at once, or on none: its refund order, the
        // order's reservation and the ledger's pending transfer under its serial.
        const awaiting = refundsAwaitingTheBank(world);
        expect(awaiting.reserved).toEqual(awaiting.sent);
        const unresolved = report.unresolved.filter(({ kind }) => kind === 'refund').map(({ id }) => id);
        expect(unresolved.sort()).toEqual(awaiting.sent);
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
      'OrderRefundReserved',
      'OrderRefunded',
      'OrderRefundVoided',
      'OrderProvisionReleased',
    ];
    const rarelyReached = movements.filter((type) => (seen.get(type) ?? 0) < Math.ceil(runs / 1000));
    expect(rarelyReached).toEqual([]);
  });
});

/** The serials of refund orders awaiting the bank, and those their orders hold reserved, sorted. */
function refundsAwaitingTheBank(world: MoneyWorld): { sent: string[]; reserved: string[] } {
  const sent = world.refundOrders.flatMap((id) => {
    const refundOrder = world.refundOrder(id);
    return refundOrder.status === 'present' && refundOrder.stage === 'pending' ? [refundOrder.serial!] : [];
  });
  const reserved = world.orders.flatMap((id) => {
    const order = world.order(id);
    return order.status === 'present' ? Object.keys(order.pendingRefunds) : [];
  });
  return { sent: sent.sort(), reserved: reserved.sort() };
}
