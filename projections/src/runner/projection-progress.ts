import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { ReadModelLagError, type ReadYourWrites } from '@platform/commands/read-your-writes.port';
import { compareGlobalPositions, type GlobalPosition } from '@platform/event-store/event-store.port';
import { loadAllCheckpoints } from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';
import type { ProgressBroadcast } from '@projections/runner/progress-broadcast';

export interface ProgressOptions {
  /** How often the checkpoint table is read while waiting on a runner of another process. */
  tablePollMs?: number;
  /** Tells other processes what runners here report, and this one what theirs do. */
  broadcast?: ProgressBroadcast;
}

/**
 * Knows how far each projection has got. Runners in this process report after every batch;
 * projections run by another process are followed through its broadcast, and through the
 * checkpoint table should a notice be lost. Waiting for a position is how a command answers only
 * after its effect is visible (read-your-writes).
 */
export class ProjectionProgress implements ReadYourWrites {
  private readonly positions = new Map<string, GlobalPosition>();
  /**
   * The writes being waited for, each with what it needs: a report settles only the waits it
   * completes, while every concurrent write waits through many reports of other positions.
   */
  private readonly waiters = new Set<Waiter>();
  /** The projections that handle each set of event types asked about (their names joined). */
  private readonly namesOfTypes = new Map<string, readonly string[]>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly projections: readonly Projection[],
    private readonly timeoutMs: number,
    private readonly options: ProgressOptions = {},
  ) {}

  report(name: string, position: GlobalPosition): void {
    this.positions.set(name, position);
    this.options.broadcast?.announce(name, position);
    this.wakeWaiters();
  }

  /** Starts hearing the runners of other processes; a process waits on them whatever its roles. */
  async followOtherProcesses(): Promise<void> {
    await this.options.broadcast?.listen((heard) => {
      if (this.learn(heard)) this.wakeWaiters();
    });
  }

  async close(): Promise<void> {
    await this.options.broadcast?.close();
  }

  position(name: string): GlobalPosition | undefined {
    return this.positions.get(name);
  }

  async waitFor(position: GlobalPosition, eventTypes: readonly string[]): Promise<void> {
    const names = this.namesHandling(eventTypes);
    const deadline = Date.now() + this.timeoutMs;
    const pollMs = this.options.tablePollMs ?? 100;
    while (!this.allPassed(names, position)) {
      if (Date.now() >= deadline) {
        throw new ReadModelLagError(names.filter((name) => !this.hasPassed(name, position)));
      }
      const reached = await this.reachedWithin(names, position, Math.min(pollMs, deadline - Date.now()));
      if (!reached) this.learn(await loadAllCheckpoints(this.db));
    }
  }

  private namesHandling(eventTypes: readonly string[]): readonly string[] {
    const key = eventTypes.join('\n');
    let names = this.namesOfTypes.get(key);
    if (!names) {
      names = this.projections
        .filter((projection) => projection.handles.some((type) => eventTypes.includes(type)))
        .map((projection) => projection.name);
      this.namesOfTypes.set(key, names);
    }
    return names;
  }

  private allPassed(names: readonly string[], position: GlobalPosition): boolean {
    return names.every((name) => this.hasPassed(name, position));
  }

  private hasPassed(name: string, position: GlobalPosition): boolean {
    const reached = this.positions.get(name);
    return reached !== undefined && compareGlobalPositions(reached, position) >= 0;
  }

  /**
   * Resolves true once every one of `names` has passed `position`, by a report made here or heard
   * from elsewhere, or false after `ms` without that.
   */
  private reachedWithin(names: readonly string[], position: GlobalPosition, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        reached: () => this.allPassed(names, position),
        settle: (reached) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), ms);
      this.waiters.add(waiter);
    });
  }

  private wakeWaiters(): void {
    for (const waiter of this.waiters) if (waiter.reached()) waiter.settle(true);
  }

  /** Takes the positions runners elsewhere reached, where later than known; answers whether any was. */
  private learn(reached: ReadonlyMap<string, GlobalPosition>): boolean {
    let moved = false;
    for (const [name, position] of reached) {
      const known = this.positions.get(name);
      if (known && compareGlobalPositions(position, known) <= 0) continue;
      this.positions.set(name, position);
      moved = true;
    }
    return moved;
  }
}

interface Waiter {
  reached(): boolean;
  settle(reached: boolean): void;
}
