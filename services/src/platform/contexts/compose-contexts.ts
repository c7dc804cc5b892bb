import type { Migrations } from '@infra/migrations/migrations';
import type { Aggregate } from '@platform/contexts/aggregate';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import type { OuterSystem } from '@platform/contexts/outer-system';
import type { JobCatalogue, JobHandlers, JobPayloads, JobQueue } from '@platform/jobs/jobs.port';
import type { Reference } from '@platform/references/reference';
import type { Resource } from '@platform/resource-registry/define-resource';
import { resourceAggregate } from '@platform/resource-registry/resource.aggregate';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import type { Projection } from '@projections/runner/projection';
import { resourceProjection } from '@projections/resources/resource-projection';

/** The contexts' parts joined into what the process runs; two contexts may not claim one name. */
export interface ComposedContexts {
  resources: readonly Resource[];
  references: readonly Reference[];
  /** The resources' aggregates first (folded by the registry's decider), then the contexts' own. */
  aggregates: readonly Aggregate[];
  /** The resources' read models first, then the contexts' own. */
  projections: readonly Projection[];
  /** The tables whose changes are announced to every process. */
  announcedTables: ReadonlySet<string>;
  migrations: Migrations;
  jobCatalogue: JobCatalogue<JobPayloads>;
  jobHandlers(runtime: RuntimeServices, jobs: JobQueue<JobPayloads>): JobHandlers<JobPayloads>;
  outerSystems: readonly OuterSystem<unknown>[];
}

export function composeContexts(contexts: readonly BoundedContext[]): ComposedContexts {
  unique(
    'context',
    contexts.map((context) => context.name),
  );
  const resources = contexts.flatMap((context) => context.resources ?? []);
  const migrations = contexts.map((context) => context.migrations ?? {});
  unique('migration', migrations.flatMap(Object.keys));
  const jobs = contexts.flatMap((context) => (context.jobs ? [context.jobs] : []));
  unique(
    'job',
    jobs.flatMap((job) => Object.keys(job.catalogue)),
  );
  const outerSystems = contexts.flatMap((context) => context.outerSystems ?? []);
  unique(
    'outer system',
    outerSystems.map((system) => system.name),
  );
  const references = contexts.flatMap((context) => context.references ?? []);
  unique(
    'reference',
    references.map(({ from }) => `${from.table}.${from.field}`),
  );
  const aggregates = [
    ...resources.map(resourceAggregate),
    ...contexts.flatMap((context) => context.aggregates ?? []),
  ];
  unique(
    'aggregate',
    aggregates.map((declared) => declared.type),
  );
  return {
    resources,
    references,
    aggregates,
    projections: [
      ...resources.map(resourceProjection),
      ...contexts.flatMap((context) => context.projections ?? []),
    ],
    announcedTables: new Set(contexts.flatMap((context) => context.announcedTables ?? [])),
    migrations: Object.assign({}, ...migrations) as Migrations,
    jobCatalogue: Object.assign({}, ...jobs.map((job) => job.catalogue)) as JobCatalogue<JobPayloads>,
    jobHandlers: (runtime, queue) =>
      Object.assign({}, ...jobs.map((job) => job.handlers(runtime, queue))) as JobHandlers<JobPayloads>,
    outerSystems,
  };
}

function unique(kind: string, names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`${kind} "${name}" is declared twice`);
    seen.add(name);
  }
}
