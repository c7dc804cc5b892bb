import type { Type } from '@nestjs/common';
import type { Migrations } from '@infra/migrations/migrations';
import type { Aggregate } from '@platform/contexts/aggregate';
import type { OuterSystem } from '@platform/contexts/outer-system';
import type { JobCatalogue, JobHandlers, JobPayloads, JobQueue } from '@platform/jobs/jobs.port';
import type { Reference } from '@platform/references/reference';
import type { Resource } from '@platform/resource-registry/define-resource';
import type { Runtime, RuntimeServices } from '@platform/runtime/runtime-services';
import type { Projection } from '@projections/runner/projection';

/**
 * A bounded context as the process sees it: everything production, the projections CLI and the
 * test app need to run it, named in one place (services/src/<context>/<context>.context.ts).
 * services/src/contexts.ts lists them all; nothing else names a context.
 */
export interface BoundedContext {
  /** As its folder is named. */
  readonly name: string;
  /** Its controllers and the providers they need. */
  readonly module?: Type;
  /** Plain records served through the resource registry (each yields its read model too). */
  readonly resources?: readonly Resource[];
  /**
   * The references its records make to others (its own or other contexts'), each declared once:
   * writes naming a missing record and removals of a named one are refused from it.
   */
  readonly references?: readonly Reference[];
  /**
   * Its event-sourced aggregates that have a decider of their own, with that decider's fold: the
   * audit explorer folds their history with it. Plain records (resources) are declared by the
   * registry and need no line here.
   */
  readonly aggregates?: readonly Aggregate[];
  /** Its other read models. */
  readonly projections?: readonly Projection[];
  /**
   * Its tables that processes keep reads of in memory (the session and permission checks): every
   * batch a projection commits to them is announced to every process (read-model-changes.ts).
   */
  readonly announcedTables?: readonly string[];
  readonly jobs?: ContextJobs;
  /** The systems outside the product it talks to. */
  readonly outerSystems?: readonly OuterSystem<unknown>[];
  /** Its tables' migrations, by permanent name (infra/src/migrations/<context>/). */
  readonly migrations?: Migrations;
  /**
   * Runs at every start, once the runtime is up and before HTTP is served, in the order of the
   * context list (seed data, outer systems on loopback, job schedules). Answers how to stop
   * what it started.
   */
  readonly start?: (runtime: Runtime, log: ContextLog) => Promise<Stop | void>;
  /**
   * Runs once the process serves HTTP at `url` (processes with the api role), in the order of
   * the context list: work that calls the product through its own API, as its clients do (the
   * money context's demo data). It answers at once and leaves the work running in the
   * background, so that serving is never held up; the answer stops that work.
   */
  readonly afterListen?: (runtime: Runtime, url: string, log: ContextLog) => Promise<Stop | void>;
}

export type Stop = () => Promise<void>;

export interface ContextLog {
  info(message: string): void;
}

/**
 * Background jobs (STYLE.md §6): the catalogue of names and policies, and their handlers, built
 * over the running platform so that they reach the database and storage without globals, and
 * given the queue they run on, for a job whose work sets further jobs (a timer that leads to
 * another timer).
 */
export interface ContextJobs<Payloads extends JobPayloads = JobPayloads> {
  readonly catalogue: JobCatalogue<Payloads>;
  handlers(runtime: RuntimeServices, jobs: JobQueue<Payloads>): JobHandlers<Payloads>;
}

/**
 * Keeps a context's own payload types while the process holds every context's jobs under one
 * untyped map (and reads payloads back from storage by name): the types tie each name to its
 * payload where the context enqueues.
 */
export function contextJobs<Payloads extends JobPayloads>(jobs: ContextJobs<Payloads>): ContextJobs {
  return jobs as unknown as ContextJobs;
}
