import type { AppConfig } from '@platform/config/app-config';
import { CommandExecutor } from '@platform/commands/command-executor';
import { SnowflakeIdGenerator, workerIdFromEnv } from '@platform/ids/snowflake-id.generator';
import { createJobsFromConfig } from '@platform/jobs/create-jobs-from-config';
import type { JobCatalogue, JobHandlers, JobPayloads, Jobs } from '@platform/jobs/jobs.port';
import { type Infrastructure, openInfrastructure } from '@platform/runtime/infrastructure';
import type { Projection } from '@projections/runner/projection';
import { ProjectionEngine } from '@projections/runner/projection-engine';

/** Everything a process runs besides HTTP, started and stopped together. */
export interface Runtime {
  config: AppConfig;
  infrastructure: Infrastructure;
  projections: ProjectionEngine;
  executor: CommandExecutor;
  ids: SnowflakeIdGenerator;
  jobs: Jobs<JobPayloads>;
  stop(): Promise<void>;
}

export interface RuntimeParts {
  projections: readonly Projection[];
  /** Logs a projection's failure; its runner retries from its checkpoint by itself. */
  onProjectionError(projection: string, error: unknown): void;
  jobCatalogue: JobCatalogue<JobPayloads>;
  jobHandlers: JobHandlers<JobPayloads>;
  onJobError(error: unknown): void;
}

export async function startRuntime(config: AppConfig, parts: RuntimeParts): Promise<Runtime> {
  const infrastructure = await openInfrastructure(config);
  const { database, store } = infrastructure;
  const projections = new ProjectionEngine(
    { database, store, onError: parts.onProjectionError },
    parts.projections,
    config.readYourWritesTimeoutMs,
  );
  if (config.roles.has('projections')) await projections.start();
  const jobs = createJobsFromConfig(
    { redisUrl: config.redisUrl, database, queue: config.jobQueue, onError: parts.onJobError },
    parts.jobCatalogue,
    parts.jobHandlers,
  );
  if (config.roles.has('worker')) await jobs.start();
  return {
    config,
    infrastructure,
    projections,
    executor: new CommandExecutor(store, projections.progress),
    ids: new SnowflakeIdGenerator({ workerId: workerIdFromEnv() }),
    jobs,
    async stop() {
      await jobs.close();
      await projections.stop();
      await infrastructure.close();
    },
  };
}
