import type { RequestContext } from '@platform/context/request-context';
import type { JobCatalogue, JobHandlers } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { MerchantQueries } from '@projections/merchant/merchant/merchant.queries';
import { BankVerifyHandlers } from '@services/merchant/merchant-bank-verify/bank-verify.handlers';
import { BankUnavailableError, superviseBank } from '@services/money/money.public';

/** Pays the micro-deposit of one verification request; `caller` asked for it. */
export interface MicroDepositPayment {
  merchantId: string;
  requestId: string;
  caller: RequestContext;
}

export type BankVerifyJobPayloads = { 'merchant.payMicroDeposit': MicroDepositPayment };

/** One job per verification request: the bank pays a request id once, however often it is sent. */
export function microDepositKey(requestId: string): string {
  return `merchant-micro-deposit-${requestId}`;
}

/** Wait before the first retry of a payment the bank did not confirm, doubled for every further one. */
export const microDepositBackoffMs = 2000;

export const bankVerifyJobCatalogue: JobCatalogue<BankVerifyJobPayloads> = {
  'merchant.payMicroDeposit': {
    attempts: 5,
    backoffMs: microDepositBackoffMs,
    idempotencyKey: (payment) => microDepositKey(payment.requestId),
  },
};

/**
 * The payment job: pays the open request through the supervise bank (the outer system the
 * process opened from configuration) and records the bank's answer. A failed attempt is recorded
 * and thrown, so the job retries it, always with the request's own id and amount; an attempt
 * that finds the request paid already (the process stopped after recording the confirmation)
 * pays nothing.
 */
export function bankVerifyJobHandlers(runtime: RuntimeServices): JobHandlers<BankVerifyJobPayloads> {
  const verifications = new BankVerifyHandlers(
    runtime,
    new MerchantQueries(runtime.infrastructure.database.db),
  );
  const bank = runtime.outerSystems.get(superviseBank);
  return {
    async 'merchant.payMicroDeposit'({ merchantId, requestId, caller }) {
      const open = await verifications.openRequest(merchantId);
      if (open?.requestId !== requestId) return;
      const { account, amountFen } = open;
      try {
        await bank.payMicroDeposit({ requestId, ...account, amount: (amountFen / 100).toFixed(2) });
      } catch (error) {
        if (error instanceof BankUnavailableError)
          await verifications.recordDepositFailure(merchantId, requestId, error.message, caller);
        throw error;
      }
      await verifications.confirmDeposit(merchantId, requestId, caller);
    },
  };
}
