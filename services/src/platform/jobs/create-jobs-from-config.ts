import type { SqlDatabase } from '@platform/database/database';
import { createBullmqJobs } from '@platform/jobs/bullmq/bullmq-jobs';
import { createInProcessJobs } from '@platform/jobs/in-process/in-process-jobs';
import type { JobCatalogue, JobHandlers, JobPayloads, Jobs } from '@platform/jobs/jobs.port';

export interface JobsConfig {
  /** REDIS_URL: BullMQ when set, else the in-process runner over `database`. */
  redisUrl: string | undefined;
  database: SqlDatabase;
  queue?: string;
  concurrency?: number;
  /** BullMQ's lock on a running job (BullmqJobsOptions.lockMs); the in-process runner needs none. */
  lockMs?: number;
  onError?: (error: unknown) => void;
}

/** Chooses the adapter (ARCHITECTURE.md §8); the caller starts it only in processes with the worker role. */
export function createJobsFromConfig<Payloads extends JobPayloads>(
  config: JobsConfig,
  catalogue: JobCatalogue<Payloads>,
  handlers: JobHandlers<Payloads>,
): Jobs<Payloads> {
  const { redisUrl, database, lockMs, ...shared } = config;
  return redisUrl
    ? createBullmqJobs({ redisUrl, lockMs, ...shared }, catalogue, handlers)
    : createInProcessJobs({ database, ...shared }, catalogue, handlers);
}
