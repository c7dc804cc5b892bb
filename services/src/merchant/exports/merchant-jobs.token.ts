import type { Jobs } from '@platform/jobs/jobs.port';
import type { MerchantJobPayloads } from '@services/merchant/exports/merchant.jobs';

/** The process's jobs, typed by the merchant service's part of the catalogue. */
export abstract class MerchantJobs {
  abstract enqueue: Jobs<MerchantJobPayloads>['enqueue'];
}
