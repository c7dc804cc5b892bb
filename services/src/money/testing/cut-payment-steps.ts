import fc from 'fast-check';
import type { CutPaymentCommand } from '@services/money/cut-payment/cut-payment.commands';
import { takenFen } from '@services/money/cut-payment/cut-payment.decider';
import { fen, percent, pick } from '@services/money/testing/intake-steps';
import {
  merchantAccount,
  merchantId,
  type MoneyWorld,
  onCutPayments,
  pickFrom,
} from '@services/money/testing/money-world';
import { weightedStep } from '@services/money/testing/weighted-step';

/** The merchant's applications for what it is owed, their sending, and the bank's answers. */
export type CutPaymentStep =
  /**
   * The merchant applies for `share` percent of what its payable has left; 0 for `amountFen`.
   * `verified`: whether it has a verified bank account, without which it is refused.
   */
  | { kind: 'cutApply'; amountFen: number; share: number; verified: boolean }
  | { kind: 'cutSubmit'; application: number }
  | { kind: 'cutResubmit'; application: number }
  /** The bank's answer to a serial sent, repeated or contrary answers included. */
  | { kind: 'bankAnswer'; serial: number; executed: boolean };

export const cutPaymentSteps: Array<fc.WeightedArbitrary<CutPaymentStep>> = [
  weightedStep(2, 'cutApply', {
    amountFen: fen,
    share: percent,
    // Mostly verified, so that most applications go on to the bank.
    verified: fc.integer({ min: 0, max: 9 }).map((draw) => draw > 0),
  }),
  weightedStep(2, 'cutSubmit', { application: pick }),
  weightedStep(1, 'cutResubmit', { application: pick }),
  weightedStep(3, 'bankAnswer', { serial: pick, executed: fc.boolean() }),
];

/** A cut-payment step as cut-payment.handlers.ts and cut-payment.jobs.ts do it. */
export function playCutPayment(world: MoneyWorld, next: CutPaymentStep): void {
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
      const orgPaymentNo = pickFrom(world.applications, next.application);
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
      const serial = pickFrom(world.serials, next.serial);
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
