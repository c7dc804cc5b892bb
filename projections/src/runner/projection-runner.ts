import type { SqlDatabase, AdvisoryLock } from '@platform/database/database';
import type { EventStore, GlobalPosition, Subscription } from '@platform/event-store/event-store.port';
import { applyBatch } from '@projections/runner/apply-batch';
import { loadCheckpoint, moveCheckpoint } from '@projections/runner/checkpoint-store';
import type { Projection } from '@projections/runner/projection';
import type { ProjectionProgress } from '@projections/runner/projection-progress';

export interface RunnerDependencies {
  database: SqlDatabase;
  store: EventStore;
  progress: ProjectionProgress;
  onError?(projection: string, error: unknown): void;
}

export interface RunnerOptions {
  batchSize: number;
  /** How often a standby process asks for the lock held by another runner. */
  campaignEveryMs: number;
}

const defaultOptions: RunnerOptions = { batchSize: 500, campaignEveryMs: 2000 };

/**
 * Keeps one projection up to date. Only the process holding the projection's advisory lock
 * runs it; the others stand by and take over when that lock is freed (their holder stopped or
 * its connection died). It reads only the events its projection handles; each batch commits with
 * its checkpoint (apply-batch.ts), and how far it saw past them is reported to `progress` only.
 */
export class ProjectionRunner {
  private lock: AdvisoryLock | undefined;
  private subscription: Subscription | undefined;
  private campaignTimer: NodeJS.Timeout | undefined;
  private restarting: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly deps: RunnerDependencies,
    readonly projection: Projection,
    private readonly options: RunnerOptions = defaultOptions,
  ) {}

  get isActive(): boolean {
    return this.subscription !== undefined;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.campaign();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.campaignTimer);
    await this.restarting;
    await this.deactivate();
  }

  private async campaign(): Promise<void> {
    if (this.stopped) return;
    try {
      this.lock = await this.deps.database.tryAdvisoryLock(`projection:${this.projection.name}`, () =>
        this.scheduleRestart(new Error('lost the connection holding the projection lock')),
      );
      if (this.lock) await this.activate();
    } catch (error) {
      this.deps.onError?.(this.projection.name, error);
    }
    if (!this.lock && !this.stopped) {
      this.campaignTimer = setTimeout(() => void this.campaign(), this.options.campaignEveryMs);
    }
  }

  private async activate(): Promise<void> {
    const { database, store, progress } = this.deps;
    const { name, handles } = this.projection;
    const { batchSize } = this.options;
    let stored: GlobalPosition = await loadCheckpoint(database.db, name);
    // A full batch may end inside an append whose later events are of types this projection
    // does not handle; a runner of another process that waits for that append's last position
    // reads only the stored checkpoint, so the next read that finds nothing stores how far it
    // saw, once. Otherwise a read that finds nothing writes nothing.
    let storedMayEndInsideAnAppend = true;
    progress.report(name, stored);
    this.subscription = store.subscribeToAll({
      from: stored,
      batchSize,
      eventTypes: handles,
      onBatch: async (events, seenUpTo) => {
        stored = await applyBatch(database.db, this.projection, { from: stored, to: seenUpTo }, events);
        storedMayEndInsideAnAppend = events.length === batchSize;
        progress.report(name, stored);
      },
      onSeen: async (seenUpTo) => {
        if (storedMayEndInsideAnAppend) {
          stored = await moveCheckpoint(database.db, name, { from: stored, to: seenUpTo });
          storedMayEndInsideAnAppend = false;
        }
        progress.report(name, seenUpTo);
      },
      // A failed batch rolled back; start again from the stored checkpoint, which also covers
      // a checkpoint moved by someone else (a rebuild).
      onError: (error) => this.scheduleRestart(error),
    });
  }

  private async deactivate(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.stop();
    const lock = this.lock;
    this.lock = undefined;
    await lock?.release();
  }

  private scheduleRestart(error: unknown): void {
    this.deps.onError?.(this.projection.name, error);
    if (this.restarting || this.stopped) return;
    // Outside the subscription's own loop, which cannot stop itself from within.
    this.restarting = new Promise<void>((resolve) => setTimeout(resolve, 100)).then(async () => {
      await this.deactivate();
      this.restarting = undefined;
      await this.campaign();
    });
  }
}
