import type { SqlDatabase, AdvisoryLock } from '@platform/database/database';
import {
  compareGlobalPositions,
  type EventStore,
  type GlobalPosition,
  laterOf,
  type StoredEvent,
  type Subscription,
} from '@platform/event-store/event-store.port';
import { applySharedBatch, type BatchShare } from '@projections/runner/apply-batch';
import { loadCheckpoint } from '@projections/runner/checkpoint-store';
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
 * Keeps a group of projections that share event types up to date (projection-groups.ts; most
 * groups have one member). Only the process holding every member's advisory lock runs it; the
 * others stand by and take over when those locks are freed (their holder stopped or its
 * connection died). It reads only the events its members handle, once for all of them; each
 * batch commits with every member's checkpoint (apply-batch.ts), and how far it saw past them is
 * reported to `progress` only.
 */
export class ProjectionRunner {
  private locks: AdvisoryLock[] = [];
  private subscription: Subscription | undefined;
  private campaignTimer: NodeJS.Timeout | undefined;
  private restarting: Promise<void> | undefined;
  private stopped = true;
  private readonly handles: readonly string[];
  /** Each member's types, to give it its share of a batch read for all. */
  private readonly typesOf: ReadonlyMap<Projection, ReadonlySet<string>>;
  /** The members' names, as errors are reported. */
  private readonly label: string;

  constructor(
    private readonly deps: RunnerDependencies,
    readonly members: readonly Projection[],
    private readonly options: RunnerOptions = defaultOptions,
  ) {
    this.handles = [...new Set(members.flatMap((member) => member.handles))];
    this.typesOf = new Map(members.map((member) => [member, new Set(member.handles)]));
    this.label = members.map((member) => member.name).join(' + ');
  }

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
      if (await this.takeLocks()) await this.activate();
    } catch (error) {
      this.deps.onError?.(this.label, error);
    }
    if (this.locks.length === 0 && !this.stopped) {
      this.campaignTimer = setTimeout(() => void this.campaign(), this.options.campaignEveryMs);
    }
  }

  /**
   * Every member's lock, taken in the order of their names so that two processes never hold one
   * each; on the first refused, those taken are given back. A rebuild of one member needs its
   * lock, so it is refused while the group's runner holds it.
   */
  private async takeLocks(): Promise<boolean> {
    const names = this.members.map((member) => member.name).sort();
    for (const name of names) {
      const lock = await this.deps.database.tryAdvisoryLock(`projection:${name}`, () =>
        this.scheduleRestart(new Error('lost the connection holding the projection lock')),
      );
      if (!lock) {
        await this.releaseLocks();
        return false;
      }
      this.locks.push(lock);
    }
    return true;
  }

  private async activate(): Promise<void> {
    const { database, store, progress } = this.deps;
    const { batchSize } = this.options;
    const stored = new Map<Projection, GlobalPosition>();
    for (const member of this.members) {
      stored.set(member, await loadCheckpoint(database.db, member.name));
      progress.report(member.name, stored.get(member)!);
    }
    // A full batch may end inside an append whose later events are of types this group does
    // not handle; a runner of another process that waits for that append's last position reads
    // only the stored checkpoints, so the next read that finds nothing stores how far it saw,
    // once. Otherwise a read that finds nothing writes nothing.
    let storedMayEndInsideAnAppend = true;
    const moveAll = async (seenUpTo: GlobalPosition, events: readonly StoredEvent[]) => {
      const shares = this.sharesOf(stored, seenUpTo, events);
      if (shares.length > 0) await applySharedBatch(database.db, shares, seenUpTo);
      for (const { projection } of shares) stored.set(projection, seenUpTo);
    };
    this.subscription = store.subscribeToAll({
      // Members stand apart after one was rebuilt: the read starts at the one furthest behind.
      from: [...stored.values()].reduce((a, b) => (compareGlobalPositions(a, b) <= 0 ? a : b)),
      batchSize,
      eventTypes: this.handles,
      onBatch: async (events, seenUpTo) => {
        await moveAll(seenUpTo, events);
        storedMayEndInsideAnAppend = events.length === batchSize;
        for (const member of this.members) progress.report(member.name, stored.get(member)!);
      },
      onSeen: async (seenUpTo) => {
        if (storedMayEndInsideAnAppend) {
          await moveAll(seenUpTo, []);
          storedMayEndInsideAnAppend = false;
        }
        for (const member of this.members)
          progress.report(member.name, laterOf(stored.get(member)!, seenUpTo));
      },
      // A failed batch rolled back; start again from the stored checkpoints, which also covers
      // a checkpoint moved by someone else (a rebuild).
      onError: (error) => this.scheduleRestart(error),
    });
  }

  /** Each member behind `seenUpTo`, with the batch's events of its types past its checkpoint. */
  private sharesOf(
    stored: ReadonlyMap<Projection, GlobalPosition>,
    seenUpTo: GlobalPosition,
    events: readonly StoredEvent[],
  ): BatchShare[] {
    return this.members.flatMap((projection) => {
      const from = stored.get(projection)!;
      if (compareGlobalPositions(from, seenUpTo) >= 0) return [];
      const types = this.typesOf.get(projection)!;
      const own = events.filter(
        (event) => types.has(event.type) && compareGlobalPositions(event.position, from) > 0,
      );
      return [{ projection, from, events: own }];
    });
  }

  private async deactivate(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.stop();
    await this.releaseLocks();
  }

  private async releaseLocks(): Promise<void> {
    const locks = this.locks;
    this.locks = [];
    for (const lock of locks) await lock.release();
  }

  private scheduleRestart(error: unknown): void {
    this.deps.onError?.(this.label, error);
    if (this.restarting || this.stopped) return;
    // Outside the subscription's own loop, which cannot stop itself from within.
    this.restarting = new Promise<void>((resolve) => setTimeout(resolve, 100)).then(async () => {
      await this.deactivate();
      this.restarting = undefined;
      await this.campaign();
    });
  }
}
