import type { AppConfig } from '@platform/config/app-config';
import type { Clock } from '@platform/clock/clock';
import type { CommandExecutor } from '@platform/commands/command-executor';
import type { AggregateCatalogue } from '@platform/contexts/aggregate-catalogue';
import type { OuterSystems } from '@platform/contexts/outer-system';
import type { JobPayloads, Jobs } from '@platform/jobs/jobs.port';
import type { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import type { ReadModelChanges } from '@platform/read-model-cache/read-model-changes';
import type { Infrastructure } from '@platform/runtime/infrastructure';
import type { FileStorage } from '@platform/storage/file-storage.port';
import type { ProjectionEngine } from '@projections/runner/projection-engine';

/** What job handlers and context starts work with: the running platform, jobs aside. */
export interface RuntimeServices {
  config: AppConfig;
  infrastructure: Infrastructure;
  projections: ProjectionEngine;
  /** Tells the caches of read models in this process when those change, in any process. */
  readModelChanges: ReadModelChanges;
  executor: CommandExecutor;
  ids: SnowflakeIdGenerator;
  /** One per process, so that what a job writes is what the download link reads. */
  storage: FileStorage;
  clock: Clock;
  outerSystems: OuterSystems;
  /** Every context's aggregates, whose folds replay a record's history (the audit explorer). */
  aggregates: AggregateCatalogue;
}

/** Everything a process runs besides HTTP, started and stopped together. */
export interface Runtime extends RuntimeServices {
  jobs: Jobs<JobPayloads>;
  stop(): Promise<void>;
}
