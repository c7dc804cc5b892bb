import type { RequestContext } from '@platform/context/request-context';
import type { JobCatalogue, JobHandlers } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { CutPaymentQueries } from '@projections/money/cut-payment/cut-payment.queries';
import { pendingCutPayment, recordSettledCutPayment } from '@services/money/cut-payment/cut-payment.jobs';
import { settleByStatusQuery } from '@services/money/supervise-bank/instruction-outcome';
import { superviseBank } from '@services/money/supervise-bank/supervise-bank.outer-system';

/**
 * `olderThanMs`: how long an application must have been pending before the sweeper takes it,
 * well beyond the sending job's own retries (about a minute), so the two rarely meet; when they
 * do, the answer is recorded once (the decider ignores a serial no longer pending).
 */
export type CutPaymentSweepJobPayloads = { 'money.settlePendingCutPayments': { olderThanMs?: number } };

export const cutPaymentSweepJobCatalogue: JobCatalogue<CutPaymentSweepJobPayloads> = {
  'money.settlePendingCutPayments': { attempts: 1 },
};

/** How often the sweeper runs (reconciliation-schedule.ts schedules it). */
export const cutPaymentSweepEveryMs = 10 * 60_000;
const defaultAgeMs = 10 * 60_000;
/** Applications settled per run: a backlog larger than this is taken by the next runs. */
const perRun = 500;

/** Who the sweeper's records name: no user, the platform's worker. */
function sweeperOf(tenantId: string, serial: string): RequestContext {
  return {
    requestId: `sweep-${serial}`,
    tenantId,
    userId: '0',
    account: 'cut-payment-sweeper',
    deptId: '0',
    roleIds: [],
    clientIp: '',
  };
}

/**
 * Closes the gap a sending job leaves when it exhausts its attempts (the bank down longer than
 * its retries, or the job lost): each application still pending is settled by asking the bank
 * the status of its serial (MONEY.md §5, step 3), and sent again under that same serial only when
 * the bank never received it. Never a new serial, so never paid twice.
 */
export function cutPaymentSweepJobHandlers(
  runtime: RuntimeServices,
): JobHandlers<CutPaymentSweepJobPayloads> {
  const bank = runtime.outerSystems.get(superviseBank);
  const applications = new CutPaymentQueries(runtime.infrastructure.database.db);
  return {
    async 'money.settlePendingCutPayments'({ olderThanMs = defaultAgeMs }) {
      const before = new Date(runtime.clock.now().getTime() - olderThanMs);
      const pending = await applications.pendingSince(before, perRun);
      let settled = 0;
      for (const { tenantId, merchantId, serial } of pending) {
        if (!serial) continue;
        const application = await pendingCutPayment(runtime, merchantId, serial);
        if (!application) continue;
        const { accountNo, accountName, amountFen } = application;
        const outcome = await settleByStatusQuery(bank, serial, () =>
          bank.transfer({ serial, accountNo, accountName, amountFen }),
        );
        if (!outcome) continue;
        const caller = sweeperOf(tenantId, serial);
        await recordSettledCutPayment(runtime, { merchantId, serial, caller }, outcome);
        settled += 1;
      }
      return { pending: pending.length, settled };
    },
  };
}
