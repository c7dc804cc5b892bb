import { type AppConfig, runsEveryRole } from '@platform/config/app-config';
import { type Clock, SystemClock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { AggregateCatalogue } from '@platform/contexts/aggregate-catalogue';
import { composeContexts } from '@platform/contexts/compose-contexts';
import { OuterSystems } from '@platform/contexts/outer-system';
import { SnowflakeIdGenerator, workerIdFromEnv } from '@platform/ids/snowflake-id.generator';
import { createJobsFromConfig } from '@platform/jobs/create-jobs-from-config';
import type { JobPayloads, JobQueue, Jobs } from '@platform/jobs/jobs.port';
import { ReadModelChanges } from '@platform/read-model-cache/read-model-changes';
import { tenantSealerFor, tenantSealsCheckpoint } from '@platform/event-store/sql/tenant-seals';
import { openInfrastructure } from '@platform/runtime/infrastructure';
import type { Runtime, RuntimeServices } from '@platform/runtime/runtime-services';
import { createFileStorage } from '@platform/storage/create-file-storage';
import { ProjectionEngine } from '@projections/runner/projection-engine';
import { ProgressBroadcast } from '@projections/runner/progress-broadcast';

export interface RuntimeHooks {
  /** The system clock unless a test holds time still. */
  clock?: Clock;
  /** Logs a projection's failure; its runner retries from its checkpoint by itself. */
  onProjectionError(projection: string, error: unknown): void;
  onJobError(error: unknown): void;
}

/**
 * Opens the infrastructure with every context's tables, and starts their projections and job
 * handlers in the processes whose roles run them.
 */
export async function startRuntime(
  config: AppConfig,
  contexts: readonly BoundedContext[],
  hooks: RuntimeHooks,
): Promise<Runtime> {
  const composed = composeContexts(contexts);
  const infrastructure = await openInfrastructure(config, composed.migrations);
  const { database, store } = infrastructure;
  const readModelChanges = new ReadModelChanges(database, composed.announcedTables);
  await readModelChanges.start();
  // The processes of a split deployment tell each other how far their projections have got, so
  // that a command waits on runners elsewhere no longer than their batches take. A process that
  // runs every role is taken to be alone: a second one beside it follows the checkpoint table.
  const broadcast = runsEveryRole(config.roles) ? undefined : new ProgressBroadcast(database);
  const projections = new ProjectionEngine(
    { database, store, onError: hooks.onProjectionError, broadcast },
    composed.projections.map((projection) => readModelChanges.announcing(projection)),
    config.readYourWritesTimeoutMs,
  );
  const services: RuntimeServices = {
    config,
    infrastructure,
    projections,
    readModelChanges,
    executor: new CommandExecutor(store, projections.progress),
    ids: new SnowflakeIdGenerator({ workerId: workerIdFromEnv() }),
    storage: createFileStorage(config),
    clock: hooks.clock ?? new SystemClock(),
    outerSystems: await OuterSystems.open(composed.outerSystems, config),
    aggregates: new AggregateCatalogue(composed.aggregates),
  };
  // The handlers are made before the Jobs that run them, and some enqueue further jobs: they
  // reach those Jobs once made (a handler runs only after jobs.start()).
  const queue: JobQueue<JobPayloads> = {
    enqueue: (name, payload, options) => jobs.enqueue(name, payload, options),
  };
  const jobs: Jobs<JobPayloads> = createJobsFromConfig(
    {
      redisUrl: config.redisUrl,
      database,
      queue: config.jobQueue,
      lockMs: config.jobLockMs,
      onError: hooks.onJobError,
    },
    composed.jobCatalogue,
    composed.jobHandlers(services, queue),
  );
  // The tenant chain is sealed where the projections run, right behind the same appends.
  const sealer = config.roles.has('projections')
    ? tenantSealerFor(database, store, (error) => hooks.onProjectionError(tenantSealsCheckpoint, error))
    : undefined;
  await projections.followOtherProcesses();
  if (config.roles.has('projections')) await projections.start();
  sealer?.start();
  if (config.roles.has('worker')) await jobs.start();
  return {
    ...services,
    jobs,
    async stop() {
      await jobs.close();
      await projections.stop();
      await sealer?.stop();
      await readModelChanges.stop();
      await services.outerSystems.close();
      await infrastructure.close();
    },
  };
}
