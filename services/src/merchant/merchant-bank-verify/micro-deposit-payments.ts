import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import type { JobView } from '@platform/jobs/jobs.port';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import {
  microDepositBackoffMs,
  microDepositKey,
} from '@services/merchant/merchant-bank-verify/bank-verify.jobs';
import type { OpenRequest } from '@services/merchant/merchant-bank-verify/bank-verify.handlers';
import { MerchantJobs } from '@services/merchant/merchant.jobs';
import { superviseBankTimeoutMs } from '@services/money/money.public';

export const bankUnavailable = '监管银行暂时无法完成打款,请稍后重新发起验证';

/** How often a waiting call looks at the job again. */
const pollMs = 100;
/** Beyond the bank's own time: the queue picking the job up, and the read models catching up. */
const queueSlackMs = 10_000;

/**
 * requestBankVerify's payment. The bank is paid by a job (bank-verify.jobs.ts), never inside the
 * HTTP request; but the call still answers as it always has — the account deposited, or the bank
 * unavailable — so it waits for the job's attempt: no longer than the wait before a retry, one
 * bank call (SUPERVISE_BANK_TIMEOUT_MS) and the queue's own delays. Should the job not have
 * settled by then, the call answers that the bank is unavailable; the job goes on, and asking
 * again waits for the same job.
 */
@Injectable()
export class MicroDepositPayments {
  private readonly waitMs: number;

  constructor(
    private readonly jobs: MerchantJobs,
    @Inject(RUNTIME) { config }: RuntimeServices,
  ) {
    this.waitMs = microDepositBackoffMs + superviseBankTimeoutMs(config.env) + queueSlackMs;
  }

  /** Resolves once the bank has paid `open`; refuses when it did not, or not in time. */
  async pay(open: OpenRequest, caller: RequestContext): Promise<void> {
    const job = await this.enqueue(open, caller);
    if (!(await this.paid(job))) throw new RefusedError(bankUnavailable);
  }

  /**
   * The request's payment job: one per request id, so that racing or repeated calls wait for one
   * payment. A job that used up its attempts leaves the request open; the next job of the chain
   * (keyed after it, so that racing calls still agree on one) pays it then.
   */
  private async enqueue(open: OpenRequest, caller: RequestContext): Promise<JobView> {
    const payment = { merchantId: open.merchantId, requestId: open.requestId, caller };
    let idempotencyKey = microDepositKey(open.requestId);
    for (;;) {
      const { id } = await this.jobs.enqueue('merchant.payMicroDeposit', payment, { idempotencyKey });
      const job = await this.jobs.getJob(id);
      if (!job) throw new Error(`payment job ${id} vanished`);
      if (job.status !== 'failed') return job;
      idempotencyKey = `${microDepositKey(open.requestId)}-after-${id}`;
    }
  }

  /** Whether the job completes before its current or next attempt fails, and within the wait. */
  private async paid(first: JobView): Promise<boolean> {
    const attemptsBefore = first.status === 'active' ? first.attemptsMade - 1 : first.attemptsMade;
    const deadline = Date.now() + this.waitMs;
    for (let job: JobView | undefined = first; ; job = await this.jobs.getJob(first.id)) {
      if (job?.status === 'completed') return true;
      const attemptFailed = job?.status === 'waiting' && job.attemptsMade > attemptsBefore;
      if (!job || job.status === 'failed' || attemptFailed || Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
}
