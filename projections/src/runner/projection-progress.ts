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
  private readonly waiters = new Set<() => void>();

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
    const names = this.projections
      .filter((projection) => projection.handles.some((type) => eventTypes.includes(type)))
      .map((projection) => projection.name);
    const deadline = Date.now() + this.timeoutMs;
    for (;;) {
      const behind = names.filter((name) => !this.hasPassed(name, position));
      if (behind.length === 0) return;
      if (Date.now() >= deadline) throw new ReadModelLagError(behind);
      const pollMs = this.options.tablePollMs ?? 100;
      const woken = await this.nextChange(Math.min(pollMs, deadline - Date.now()));
      if (!woken) this.learn(await loadAllCheckpoints(this.db));
    }
  }

  private hasPassed(name: string, position: GlobalPosition): boolean {
    const reached = this.positions.get(name);
    return reached !== undefined && compareGlobalPositions(reached, position) >= 0;
  }

  /** Resolves true on the next report, made here or heard from elsewhere, or false after `ms` without one. */
  private nextChange(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const finish = (woken: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(woken);
      };
      const wake = () => finish(true);
      const timer = setTimeout(() => finish(false), ms);
      this.waiters.add(wake);
    });
  }

  private wakeWaiters(): void {
    for (const wake of this.waiters) wake();
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
