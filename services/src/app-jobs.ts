import type { JobCatalogue, JobHandlers, JobPayloads } from '@platform/jobs/jobs.port';
import {
  merchantJobCatalogue,
  merchantJobHandlers,
  type MerchantJobPayloads,
} from '@services/merchant/exports/merchant.jobs';

/**
 * Every background job of the product: its name, payload and policy, and its handler. Bounded
 * contexts add theirs here (exports, deposits, refunds, cut-payments, reconciliation); the
 * runtime refuses to start if one lacks a handler.
 */
export type AppJobPayloads = MerchantJobPayloads;

const catalogue: JobCatalogue<AppJobPayloads> = { ...merchantJobCatalogue };
const handlers: JobHandlers<AppJobPayloads> = { ...merchantJobHandlers };

/**
 * The runtime holds jobs of every context under one untyped map, and reads payloads back from
 * storage by name; the types above are what ties each name to its payload at enqueue time.
 */
export const appJobCatalogue = catalogue as unknown as JobCatalogue<JobPayloads>;
export const appJobHandlers = handlers as unknown as JobHandlers<JobPayloads>;
