import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from '@platform/database/database';
import { sendChangeNotice } from '@platform/read-model-cache/change-notice.repository';
import type { Projection } from '@projections/runner/projection';

const channel = 'read_model_changes';

/** What travels on the channel: which tables a commit changed (only `keys` of them, if given). */
interface Change {
  origin: string;
  batch: number;
  tables: readonly string[];
  keys?: readonly string[];
}

/** A memory of reads of some tables, told to forget them when they change. */
export interface ChangeWatcher {
  /** Every entry, or only those of `keys`. */
  forget(keys?: readonly string[]): void;
}

/**
 * Tells this process's read-model caches when the tables they hold change, in whichever
 * process the change was made, so that a cache answers exactly what the tables hold now.
 *
 * A batch of a projection writing an announced table sends `pg_notify` inside its own
 * transaction: PostgreSQL delivers it to every listening process only once the batch commits,
 * never for a rolled-back one. In the process running the batch the caches forget at once, as
 * the batch starts, and keep nothing of those tables until the notification of its commit comes
 * back: a read made before the commit sees the old rows and must not be kept, and the runner
 * reports the batch's progress (so a command answers) before that notification may arrive.
 *
 * The generation guards every fill: a read that started before a change is not kept after it.
 * While the channel is lost (its connection died) nothing is kept, and everything is forgotten.
 */
export class ReadModelChanges {
  private readonly origin = randomUUID();
  private readonly watchers = new Map<string, Set<ChangeWatcher>>();
  /** This process's batches not yet known to have ended, by number: the tables they write. */
  private readonly unsettled = new Map<number, readonly string[]>();
  /** The batch each projection last began here. */
  private readonly lastBatch = new Map<string, number>();
  private batches = 0;
  private changes = 0;
  private listening = false;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: SqlDatabase,
    /** The tables whose changes are announced. */
    private readonly announced: ReadonlySet<string>,
  ) {}

  /** Counts the changes seen; a fill keeps its read only if none came while it read. */
  get generation(): number {
    return this.changes;
  }

  async start(): Promise<void> {
    // PGlite is one process on one connection: a read waits for any open batch to commit.
    if (this.database.kind === 'pglite') {
      this.listening = true;
      return;
    }
    this.unlisten = await this.database.listen(channel, {
      notified: (payload) => this.received(JSON.parse(payload) as Change),
      interrupted: () => this.lose(false),
      resumed: () => this.lose(true),
    });
    this.listening = true;
  }

  /**
   * Resolves once the notifications that reached this process have been applied. A change is
   * notified as it commits, before the command that made it answers, so its notification is in
   * the socket before the caller's next request is; but a request whose check is answered from
   * memory runs in microtasks and would otherwise finish before that socket is read. Awaited
   * once per request, before its checks.
   */
  async arrived(): Promise<void> {
    if (this.database.kind === 'postgres') await new Promise((resolve) => setImmediate(resolve));
  }

  async stop(): Promise<void> {
    this.listening = false;
    await this.unlisten?.();
  }

  watch(tables: readonly string[], watcher: ChangeWatcher): void {
    for (const table of tables) {
      const watching = this.watchers.get(table) ?? new Set();
      watching.add(watcher);
      this.watchers.set(table, watching);
    }
  }

  /** Whether a read of `tables` begun at generation `since` may be kept. */
  mayKeep(tables: readonly string[], since: number): boolean {
    if (!this.listening || since !== this.changes) return false;
    for (const written of this.unsettled.values())
      if (written.some((table) => tables.includes(table))) return false;
    return true;
  }

  /** The projection, announcing each batch that writes an announced table. */
  announcing(projection: Projection): Projection {
    const tables = projection.tables.filter((table) => this.announced.has(table));
    if (tables.length === 0) return projection;
    // Named field by field: a projection's one-statement writes (writesOf) would skip the notice.
    return {
      name: projection.name,
      handles: projection.handles,
      tables: projection.tables,
      apply: async (trx, events) => {
        // The runner applies one batch of a projection at a time: the last one has ended, and
        // whether it committed or rolled back, the tables hold its outcome now.
        this.settle(this.lastBatch.get(projection.name));
        const batch = ++this.batches;
        this.lastBatch.set(projection.name, batch);
        if (this.database.kind === 'postgres') this.unsettled.set(batch, tables);
        this.forget(tables);
        await projection.apply(trx, events);
        await sendChangeNotice(trx, channel, JSON.stringify({ origin: this.origin, batch, tables }));
      },
    };
  }

  /** A committed write outside the projections: forgotten here at once, and everywhere else. */
  async announce(tables: readonly string[], keys?: readonly string[]): Promise<void> {
    this.forget(tables, keys);
    const change: Change = { origin: this.origin, batch: 0, tables, ...(keys ? { keys } : {}) };
    await sendChangeNotice(this.database.db, channel, JSON.stringify(change));
  }

  private received(change: Change): void {
    if (change.origin === this.origin) this.settle(change.batch);
    this.forget(change.tables, change.keys);
  }

  private settle(batch: number | undefined): void {
    if (batch !== undefined) this.unsettled.delete(batch);
  }

  private forget(tables: readonly string[], keys?: readonly string[]): void {
    this.changes++;
    const watchers = new Set(tables.flatMap((table) => [...(this.watchers.get(table) ?? [])]));
    for (const watcher of watchers) watcher.forget(keys);
  }

  /** Notifications may have been missed: forget everything, and keep nothing until `listening`. */
  private lose(listening: boolean): void {
    this.listening = listening;
    this.forget([...this.watchers.keys()]);
  }
}
