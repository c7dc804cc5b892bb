import type { JobCatalogue, JobHandlers } from '@platform/jobs/jobs.port';

/**
 * Every background job of the product: its name, payload and policy, and its handler. Bounded
 * contexts add theirs here (exports, deposits, refunds, cut-payments, reconciliation); the
 * runtime refuses to start if one lacks a handler.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no context has jobs yet
export type AppJobPayloads = {};

export const appJobCatalogue: JobCatalogue<AppJobPayloads> = {};
export const appJobHandlers: JobHandlers<AppJobPayloads> = {};
