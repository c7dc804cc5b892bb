import type { JobCatalogue, JobHandlers, Jobs } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import {
  cutPaymentJobCatalogue,
  cutPaymentJobHandlers,
  type CutPaymentJobPayloads,
} from '@services/money/cut-payment/cut-payment.jobs';

/** Every job of supervised money: the instructions to the supervise bank. */
export type MoneyJobPayloads = CutPaymentJobPayloads;

export const moneyJobCatalogue: JobCatalogue<MoneyJobPayloads> = { ...cutPaymentJobCatalogue };

export function moneyJobHandlers(runtime: RuntimeServices): JobHandlers<MoneyJobPayloads> {
  return { ...cutPaymentJobHandlers(runtime) };
}

/** The process's jobs, typed by this catalogue: what the context's calls enqueue (money.module.ts). */
export abstract class MoneyJobs {
  abstract enqueue: Jobs<MoneyJobPayloads>['enqueue'];
  abstract getJob: Jobs<MoneyJobPayloads>['getJob'];
}
