import {
  compareGlobalPositions,
  type GlobalPosition,
  laterOf,
  type SubscribeOptions,
  type Subscription,
  type TypedRead,
} from '@platform/event-store/event-store.port';

/** What an append says about itself when it wakes the loops. */
export interface Appended {
  /** The types it wrote; unknown (wake every loop) when absent. */
  types?: readonly string[];
  /** The position of its last event, when known. */
  position?: GlobalPosition;
}

export interface CatchUpSource {
  /** The next events after `after` that the subscription wants (its types), and how far the read saw. */
  read(after: GlobalPosition, limit: number): Promise<TypedRead>;
  /** Registers a wake-up for new appends; returns the function that unregisters it. */
  onAppended(wake: (appended: Appended) => void): () => void;
}

export interface CatchUpTiming {
  /**
   * How long an idle loop sleeps when nothing wakes it: only a safety net for a lost
   * notification, since every append wakes the loops of its types.
   */
  idlePollMs: number;
  /**
   * After a wake-up by an append at an unknown position (another process's NOTIFY without one)
   * that the read did not find, how long to keep looking quickly. An append at a known position
   * is looked for quickly until it is seen: a commit can stay invisible behind an older
   * transaction that is still running (EVENTSTORE.md §1).
   */
  eagerWindowMs: number;
}

export const defaultCatchUpTiming: CatchUpTiming = { idlePollMs: 5000, eagerWindowMs: 1000 };

/**
 * Delivers the global order by reading it in batches: catch-up and live are the same loop.
 * Each batch is handed over only after the previous one settled, so the handler sees every
 * event once and in order; after a failure the loop resumes from the last delivered position.
 *
 * Each group of projections that share event types runs a loop of its own rather than sharing
 * one process-wide reader: each moves at its own pace from its own checkpoints (a rebuild, a
 * restart after a failed batch, a lock held by another process), which one shared position
 * would have to re-split. Since a loop reads only its types and is woken only by appends of
 * them, an append costs a read and a write for the few groups it feeds, and nothing for the others.
 */
export function startCatchUpLoop(
  source: CatchUpSource,
  options: SubscribeOptions,
  timing: CatchUpTiming = defaultCatchUpTiming,
): Subscription {
  const batchSize = options.batchSize ?? 500;
  const wanted = options.eventTypes ? new Set(options.eventTypes) : undefined;
  let position = options.from;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  /** A wake-up that came while the loop was reading or delivering: the next sleep is skipped. */
  let wokenWhileBusy = false;
  /** The latest append of the loop's types that it has not yet seen, or until when to look quickly. */
  let awaited: GlobalPosition | undefined;
  let eagerUntil = 0;

  const unregister = source.onAppended((appended) => {
    if (wanted && appended.types && !appended.types.some((type) => wanted.has(type))) return;
    // Of an append at an unknown position, only the eager window ends the quick looking.
    if (appended.position) {
      if (compareGlobalPositions(appended.position, position) <= 0) return;
      awaited = awaited ? laterOf(awaited, appended.position) : appended.position;
    } else {
      eagerUntil = Date.now() + timing.eagerWindowMs;
    }
    if (wakeUp) wakeUp();
    else wokenWhileBusy = true;
  });

  function sleep(ms: number): Promise<void> {
    if (stopped) return Promise.resolve();
    if (wokenWhileBusy) {
      wokenWhileBusy = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function run(): Promise<void> {
    let backoffMs = 1;
    while (!stopped) {
      try {
        const { events, seenUpTo } = await source.read(position, batchSize);
        if (stopped) return;
        const moved = compareGlobalPositions(seenUpTo, position) > 0;
        if (events.length > 0) await options.onBatch(events, seenUpTo);
        else if (moved) await options.onSeen?.(seenUpTo);
        position = laterOf(position, seenUpTo);
        if (awaited && compareGlobalPositions(position, awaited) >= 0) {
          awaited = undefined;
          // The appends that woke it while it was busy were all in that read: reading again at
          // once would find nothing (two in five of the empty reads under 16 writers were these).
          // An append at an unknown position still calls for the look.
          if (Date.now() >= eagerUntil) wokenWhileBusy = false;
        }
        // Looking again at once only while it moves: a read that saw nothing new waits longer each time.
        if (moved) backoffMs = 1;
        if (events.length === batchSize) continue;
        if (awaited || Date.now() < eagerUntil) {
          await sleep(backoffMs);
          backoffMs = Math.min(backoffMs * 2, 50);
        } else {
          backoffMs = 1;
          await sleep(timing.idlePollMs);
        }
      } catch (error) {
        options.onError?.(error);
        await sleep(Math.min(timing.idlePollMs, 250));
      }
    }
  }

  const running = run();
  return {
    async stop() {
      stopped = true;
      unregister();
      wakeUp?.();
      await running;
    },
  };
}
