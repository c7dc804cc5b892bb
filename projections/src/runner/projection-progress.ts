import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { ReadModelLagError, type ReadYourWrites } from '@platform/commands/read-your-writes.port';
import { compareGlobalPositions, type GlobalPosition } from '@platform/event-store/event-store.port';
import { loadAllCheckpoints } from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';

/**
 * Knows how far each projection has got. Runners in this process report after every batch;
 * projections run by another process are followed through the checkpoint table. Waiting for a
 * position is how a command answers only after its effect is visible (read-your-writes).
 */
export class ProjectionProgress implements ReadYourWrites {
  private readonly positions = new Map<string, GlobalPosition>();
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly projections: readonly Projection[],
    private readonly timeoutMs: number,
    /** How often the checkpoint table is read while waiting on a runner of another process. */
    private readonly tablePollMs = 100,
  ) {}

  report(name: string, position: GlobalPosition): void {
    this.positions.set(name, position);
    for (const wake of this.waiters) wake();
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
      const woken = await this.nextChange(Math.min(this.tablePollMs, deadline - Date.now()));
      if (!woken) await this.refreshFromTable(behind);
    }
  }

  private hasPassed(name: string, position: GlobalPosition): boolean {
    const reached = this.positions.get(name);
    return reached !== undefined && compareGlobalPositions(reached, position) >= 0;
  }

  /** Resolves true on the next local report, or false after `ms` without one. */
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

  /** Picks up progress made by runners in other processes. */
  private async refreshFromTable(names: string[]): Promise<void> {
    const stored = await loadAllCheckpoints(this.db);
    for (const name of names) {
      const position = stored.get(name);
      const known = this.positions.get(name);
      if (position && (!known || compareGlobalPositions(position, known) > 0))
        this.positions.set(name, position);
    }
  }
}
