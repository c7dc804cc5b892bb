import {
  compareGlobalPositions,
  formatGlobalPosition,
  type GlobalPosition,
} from '@platform/event-store/event-store.port';
import { loadAllCheckpoints } from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';
import { groupsSharingEvents } from '@projections/runner/projection-groups';
import { ProjectionProgress } from '@projections/runner/projection-progress';
import type { ProgressBroadcast } from '@projections/runner/progress-broadcast';
import {
  ProjectionRunner,
  type RunnerDependencies,
  type RunnerOptions,
} from '@projections/runner/projection-runner';

export interface ProjectionStatus {
  name: string;
  /** Whether this process is the one running it (holds its lock). */
  runningHere: boolean;
  position: string;
  /** Events of its types not yet applied; counted up to `lagCap`, then reported as lagCap. */
  lag: number;
  /** Seconds since the oldest event it has not applied was recorded; 0 when caught up. */
  lagSeconds: number;
}

const lagCap = 10_000;

/** Every projection of the product: their runners, their progress, and their health. */
export class ProjectionEngine {
  readonly progress: ProjectionProgress;
  private readonly runners: ProjectionRunner[];

  constructor(
    private readonly deps: Omit<RunnerDependencies, 'progress'> & {
      /** How far runners have got, told across processes (a split deployment). */
      broadcast?: ProgressBroadcast;
    },
    readonly projections: readonly Projection[],
    readYourWritesTimeoutMs: number,
    runnerOptions?: RunnerOptions,
  ) {
    const names = new Set<string>();
    for (const projection of projections) {
      if (names.has(projection.name)) throw new Error(`two projections are named ${projection.name}`);
      names.add(projection.name);
    }
    this.progress = new ProjectionProgress(deps.database.db, projections, readYourWritesTimeoutMs, {
      broadcast: deps.broadcast,
    });
    this.runners = groupsSharingEvents(projections).map(
      (members) => new ProjectionRunner({ ...deps, progress: this.progress }, members, runnerOptions),
    );
  }

  /** Hears how far the runners of other processes have got: every process, whatever it runs. */
  async followOtherProcesses(): Promise<void> {
    await this.progress.followOtherProcesses();
  }

  /** Runs the projections here (each where it wins its lock). */
  async start(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.start()));
  }

  async stop(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
    await this.progress.close();
  }

  async status(): Promise<ProjectionStatus[]> {
    const stored = await loadAllCheckpoints(this.deps.database.db);
    const runHere = new Set(
      this.runners.filter((runner) => runner.isActive).flatMap((runner) => runner.members),
    );
    const positions = this.projections.map((projection) =>
      latest(this.progress.position(projection.name), stored.get(projection.name)),
    );
    const pending = await this.deps.store.pendingOfTypes(
      this.projections.map((projection, place) => ({
        after: positions[place]!,
        eventTypes: projection.handles,
      })),
      lagCap,
    );
    const now = Date.now();
    return this.projections.map((projection, place) => {
      const { count, firstRecordedAt } = pending[place]!;
      return {
        name: projection.name,
        runningHere: runHere.has(projection),
        position: formatGlobalPosition(positions[place]!),
        lag: count,
        lagSeconds: firstRecordedAt ? Math.max(0, Math.round((now - firstRecordedAt.getTime()) / 1000)) : 0,
      };
    });
  }
}

function latest(a: GlobalPosition | undefined, b: GlobalPosition | undefined): GlobalPosition {
  if (!a) return b ?? { commit: 0n, prepare: 0n };
  if (!b) return a;
  return compareGlobalPositions(a, b) >= 0 ? a : b;
}
