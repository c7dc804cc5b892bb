import type { JobCatalogue, JobHandlers, Jobs } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import {
  cutPaymentJobCatalogue,
  cutPaymentJobHandlers,
  type CutPaymentJobPayloads,
} from '@services/money/cut-payment/cut-payment.jobs';
import {
  refundJobCatalogue,
  refundJobHandlers,
  type RefundJobPayloads,
} from '@services/money/refund-order/refund-order.jobs';

/** Every job of supervised money: the instructions to the supervise bank, the provision's release. */
export type MoneyJobPayloads = CutPaymentJobPayloads & RefundJobPayloads;

export const moneyJobCatalogue: JobCatalogue<MoneyJobPayloads> = {
  ...cutPaymentJobCatalogue,
  ...refundJobCatalogue,
};

export function moneyJobHandlers(runtime: RuntimeServices): JobHandlers<MoneyJobPayloads> {
  return { ...cutPaymentJobHandlers(runtime), ...refundJobHandlers(runtime) };
}

/** The process's jobs, typed by this catalogue: what the context's calls enqueue (money.module.ts). */
export abstract class MoneyJobs {
  abstract enqueue: Jobs<MoneyJobPayloads>['enqueue'];
  abstract getJob: Jobs<MoneyJobPayloads>['getJob'];
}
