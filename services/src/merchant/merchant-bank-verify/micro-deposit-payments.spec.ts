import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import type { EnqueueOptions, JobView } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { microDepositKey } from '@services/merchant/merchant-bank-verify/bank-verify.jobs';
import {
  bankUnavailable,
  MicroDepositPayments,
} from '@services/merchant/merchant-bank-verify/micro-deposit-payments';
import type { MerchantJobs } from '@services/merchant/merchant.jobs';

/** Jobs kept in memory, one per idempotency key; the test moves them along by hand. */
function fakeJobs() {
  const byKey = new Map<string, JobView>();
  const keys: string[] = [];
  const jobs = {
    async enqueue(name: string, payload: unknown, options?: EnqueueOptions) {
      const key = options!.idempotencyKey!;
      keys.push(key);
      const existing = byKey.get(key);
      if (existing) return { id: existing.id, duplicate: true };
      const job: JobView = {
        id: `job-${byKey.size + 1}`,
        name,
        payload,
        status: 'waiting',
        progress: 0,
        attemptsMade: 0,
        maxAttempts: 5,
        createdAt: new Date(0),
      };
      byKey.set(key, job);
      return { id: job.id, duplicate: false };
    },
    async getJob(id: string) {
      const job = [...byKey.values()].find((candidate) => candidate.id === id);
      return job && { ...job };
    },
  };
  const job = (id: string) => [...byKey.values()].find((candidate) => candidate.id === id)!;
  return { jobs: jobs as unknown as MerchantJobs, keys, job, count: () => byKey.size };
}

const caller = { tenantId: '000042', userId: '7' } as RequestContext;
const open = {
  merchantId: '11',
  requestId: 'r1',
  amountFen: 37,
  account: { accountName: '星河健身有限公司', accountNo: '6222020000000000001', bankName: '工行' },
};
const platform = { config: { env: { SUPERVISE_BANK_TIMEOUT_MS: '50' } } } as unknown as RuntimeServices;
const later = (work: () => void) => setTimeout(work, 60);

describe('micro-deposit payments', () => {
  it('waits for the one job of a request, however many calls ask, until it completes', async () => {
    const { jobs, keys, job, count } = fakeJobs();
    const payments = new MicroDepositPayments(jobs, platform);
    later(() => Object.assign(job('job-1'), { status: 'completed', attemptsMade: 1 }));
    await Promise.all([payments.pay(open, caller), payments.pay(open, caller)]);
    expect(count()).toBe(1);
    expect(keys).toEqual([microDepositKey('r1'), microDepositKey('r1')]);
  });

  it('refuses when the attempt fails, and a call during the wait for the retry waits for the retry', async () => {
    const { jobs, job } = fakeJobs();
    const payments = new MicroDepositPayments(jobs, platform);
    later(() => Object.assign(job('job-1'), { attemptsMade: 1, failedReason: 'bank unavailable' }));
    await expect(payments.pay(open, caller)).rejects.toEqual(new RefusedError(bankUnavailable));
    later(() => Object.assign(job('job-1'), { status: 'active', attemptsMade: 2 }));
    setTimeout(() => Object.assign(job('job-1'), { status: 'completed' }), 120);
    await payments.pay(open, caller);
  });

  it('pays with the next job of the chain once a job has used up its attempts', async () => {
    const { jobs, keys, job } = fakeJobs();
    const payments = new MicroDepositPayments(jobs, platform);
    later(() => Object.assign(job('job-1'), { status: 'failed', attemptsMade: 5 }));
    await expect(payments.pay(open, caller)).rejects.toEqual(new RefusedError(bankUnavailable));
    later(() => Object.assign(job('job-2'), { status: 'completed', attemptsMade: 1 }));
    await payments.pay(open, caller);
    expect(keys).toEqual([
      microDepositKey('r1'),
      microDepositKey('r1'),
      `${microDepositKey('r1')}-after-job-1`,
    ]);
  });

  it('refuses once the wait is over, leaving the job to go on', async () => {
    jest.useFakeTimers();
    try {
      const { jobs, job } = fakeJobs();
      const paying = new MicroDepositPayments(jobs, platform).pay(open, caller);
      const refused = expect(paying).rejects.toEqual(new RefusedError(bankUnavailable));
      await jest.advanceTimersByTimeAsync(60_000);
      await refused;
      expect(job('job-1').status).toBe('waiting');
    } finally {
      jest.useRealTimers();
    }
  });
});
