import { stateOf } from '@platform/commands/stream-state';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import type { JobCatalogue, JobHandlers } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import type { CutPaymentCommand } from '@services/money/cut-payment/cut-payment.commands';
import { cutPaymentDecider, pendingUnder } from '@services/money/cut-payment/cut-payment.decider';
import { cutPaymentStreamId } from '@services/money/cut-payment/cut-payment.stream';
import {
  type SettledInstruction,
  settleInstruction,
} from '@services/money/supervise-bank/instruction-outcome';
import { superviseBank } from '@services/money/supervise-bank/supervise-bank.outer-system';

/** Sends one submitted cut-payment to the bank; `caller` submitted it. */
export interface CutPaymentSending {
  merchantId: string;
  serial: string;
  caller: RequestContext;
}

export type CutPaymentJobPayloads = { 'money.sendCutPayment': CutPaymentSending };

/**
 * One job per serial (jobId = the serial, MONEY.md §5): submitting again enqueues nothing new.
 * The attempts cover a bank down for about a minute; a serial still unanswered after them stays
 * pending until the sweeper settles it by a status query (cut-payment-sweep.jobs.ts).
 */
export const cutPaymentJobCatalogue: JobCatalogue<CutPaymentJobPayloads> = {
  'money.sendCutPayment': { attempts: 6, backoffMs: 1000, idempotencyKey: ({ serial }) => serial },
};

/**
 * The sending job: finds the application pending under the serial (none: its answer is recorded
 * already, so a second run sends nothing), settles the instruction with the bank and records the
 * answer — executed posts the pending transfer, refused voids it. Should the process die after
 * the bank's answer and before the record, the next run sends the same serial, which the bank
 * answers with its first result.
 */
export function cutPaymentJobHandlers(runtime: RuntimeServices): JobHandlers<CutPaymentJobPayloads> {
  const bank = runtime.outerSystems.get(superviseBank);
  return {
    async 'money.sendCutPayment'({ merchantId, serial, caller }) {
      const application = await pendingCutPayment(runtime, merchantId, serial);
      if (!application) return;
      const { accountNo, accountName, amountFen } = application;
      const settled = await settleInstruction(bank, serial, () =>
        bank.transfer({ serial, accountNo, accountName, amountFen }),
      );
      await recordSettledCutPayment(runtime, { merchantId, serial, caller }, settled);
    },
  };
}

/** The application of a merchant's book pending under `serial`; none once its answer is recorded. */
export async function pendingCutPayment(runtime: RuntimeServices, merchantId: string, serial: string) {
  const book = await stateOf(runtime.infrastructure.store, cutPaymentDecider, cutPaymentStreamId(merchantId));
  return pendingUnder(book, serial);
}

/** Records what the bank did with the serial: executed posts the pending transfer, refused voids it. */
export async function recordSettledCutPayment(
  runtime: RuntimeServices,
  { merchantId, serial, caller }: CutPaymentSending,
  settled: SettledInstruction,
): Promise<void> {
  const at = runtime.clock.now();
  const metadata = { tenantId: caller.tenantId, callerId: caller.userId, at: at.toISOString() };
  const command: CutPaymentCommand =
    settled.outcome === 'executed'
      ? {
          type: 'RecordCutPaymentExecuted',
          data: { serial, bankSerial: settled.bankSerial, valueDate: settled.valueDate },
          metadata,
        }
      : { type: 'RecordCutPaymentRefused', data: { serial, reason: settled.reason }, metadata };
  const streamId = cutPaymentStreamId(merchantId);
  await runtime.executor.execute(cutPaymentDecider, { streamId, command }, eventMetadataFrom(caller, at));
}
