import type { JobCatalogue, JobHandlers, Jobs } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import {
  bankVerifyJobCatalogue,
  bankVerifyJobHandlers,
  type BankVerifyJobPayloads,
} from '@services/merchant/merchant-bank-verify/bank-verify.jobs';
import {
  merchantExtJobCatalogue,
  merchantExtJobHandlers,
  type MerchantExtJobPayloads,
} from '@services/merchant/merchant-ext/merchant-ext.jobs';
import {
  merchantStatisticsJobCatalogue,
  merchantStatisticsJobHandlers,
  type MerchantStatisticsJobPayloads,
} from '@services/merchant/merchant-statistics/merchant-statistics.jobs';

/** Every job of prepaid-merchant: the exports and the micro-deposit payments. */
export type MerchantJobPayloads = MerchantExtJobPayloads &
  MerchantStatisticsJobPayloads &
  BankVerifyJobPayloads;

export const merchantJobCatalogue: JobCatalogue<MerchantJobPayloads> = {
  ...merchantExtJobCatalogue,
  ...merchantStatisticsJobCatalogue,
  ...bankVerifyJobCatalogue,
};

export function merchantJobHandlers(runtime: RuntimeServices): JobHandlers<MerchantJobPayloads> {
  const exports = { database: runtime.infrastructure.database, storage: runtime.storage };
  return {
    ...merchantExtJobHandlers(exports),
    ...merchantStatisticsJobHandlers(exports),
    ...bankVerifyJobHandlers(runtime),
  };
}

/**
 * The process's jobs, typed by this catalogue: what the context's calls enqueue and watch
 * (merchant.module.ts provides runtime.jobs under it).
 */
export abstract class MerchantJobs {
  abstract enqueue: Jobs<MerchantJobPayloads>['enqueue'];
  abstract getJob: Jobs<MerchantJobPayloads>['getJob'];
}
