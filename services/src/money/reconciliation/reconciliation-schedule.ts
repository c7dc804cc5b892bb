import type { ContextLog, Stop } from '@platform/contexts/bounded-context';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import type { Runtime } from '@platform/runtime/runtime-services';
import { ParamQueries } from '@projections/system/param/param.queries';
import { cutPaymentSweepEveryMs } from '@services/money/cut-payment/cut-payment-sweep.jobs';
import { defaultReconcileTime, reconcileTimeParam } from '@services/money/reconciliation/reconciliation.jobs';

/** How often the parameter is read again: a changed time takes effect within this. */
const rereadEveryMs = 5 * 60_000;
const isDailyTime = (text: string | undefined) =>
  text !== undefined && /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/**
 * The money context's schedules, kept by every worker process (each occurrence runs once):
 * the nightly reconciliation at the platform's `money.reconcile.time` parameter (HH:mm, default
 * 02:00), read again every few minutes so that a change needs no restart; and the sweep of
 * pending cut-payments. Answers how to stop re-reading.
 */
export async function scheduleMoneyJobs(runtime: Runtime, log: ContextLog): Promise<Stop> {
  const params = new ParamQueries(runtime.infrastructure.database.db);
  let scheduled: string | undefined;
  const reschedule = async () => {
    const value = await params.value(platformTenantId, reconcileTimeParam);
    const dailyAt = isDailyTime(value) ? value! : defaultReconcileTime;
    if (dailyAt === scheduled) return;
    await runtime.jobs.schedule('money.reconcile', { dailyAt }, 'money.reconcile', {});
    scheduled = dailyAt;
  };
  await reschedule();
  await runtime.jobs.schedule(
    'money.settlePendingCutPayments',
    { everyMs: cutPaymentSweepEveryMs },
    'money.settlePendingCutPayments',
    {},
  );
  const timer = setInterval(
    () =>
      void reschedule().catch((error: unknown) =>
        log.info(`reconciliation schedule not renewed: ${String(error)}`),
      ),
    rereadEveryMs,
  );
  timer.unref();
  return async () => clearInterval(timer);
}
