import type { JobCatalogue, JobHandlers, Jobs } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import {
  cutPaymentJobCatalogue,
  cutPaymentJobHandlers,
  type CutPaymentJobPayloads,
} from '@services/money/cut-payment/cut-payment.jobs';
import {
  cutPaymentSweepJobCatalogue,
  cutPaymentSweepJobHandlers,
  type CutPaymentSweepJobPayloads,
} from '@services/money/cut-payment/cut-payment-sweep.jobs';
import { orderJobCatalogue, orderJobHandlers, type OrderJobPayloads } from '@services/money/order/order.jobs';
import {
  reconciliationJobCatalogue,
  reconciliationJobHandlers,
  type ReconciliationJobPayloads,
} from '@services/money/reconciliation/reconciliation.jobs';
import {
  refundJobCatalogue,
  refundJobHandlers,
  type RefundJobPayloads,
} from '@services/money/refund-order/refund-order.jobs';

/** Every job of supervised money: the instructions to the supervise bank, the provision's release, reconciliation, exports. */
export type MoneyJobPayloads = CutPaymentJobPayloads &
  CutPaymentSweepJobPayloads &
  RefundJobPayloads &
  ReconciliationJobPayloads &
  OrderJobPayloads;

export const moneyJobCatalogue: JobCatalogue<MoneyJobPayloads> = {
  ...cutPaymentJobCatalogue,
  ...cutPaymentSweepJobCatalogue,
  ...refundJobCatalogue,
  ...reconciliationJobCatalogue,
  ...orderJobCatalogue,
};

export function moneyJobHandlers(runtime: RuntimeServices): JobHandlers<MoneyJobPayloads> {
  return {
    ...cutPaymentJobHandlers(runtime),
    ...cutPaymentSweepJobHandlers(runtime),
    ...refundJobHandlers(runtime),
    ...reconciliationJobHandlers(runtime),
    ...orderJobHandlers(runtime),
  };
}

/** The process's jobs, typed by this catalogue: what the context's calls enqueue (money.module.ts). */
export abstract class MoneyJobs {
  abstract enqueue: Jobs<MoneyJobPayloads>['enqueue'];
  abstract getJob: Jobs<MoneyJobPayloads>['getJob'];
  abstract schedule: Jobs<MoneyJobPayloads>['schedule'];
}
