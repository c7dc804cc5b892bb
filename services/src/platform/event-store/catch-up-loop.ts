import type {
  GlobalPosition,
  StoredEvent,
  SubscribeOptions,
  Subscription,
} from '@platform/event-store/event-store.port';

export interface CatchUpSource {
  readAll(after: GlobalPosition, limit: number): Promise<StoredEvent[]>;
  /** Registers a wake-up for new appends; returns the function that unregisters it. */
  onAppended(wake: () => void): () => void;
}

export interface CatchUpTiming {
  /** How long an idle loop sleeps when nothing wakes it (the fallback when notifications are lost). */
  idlePollMs: number;
  /**
   * After a wake-up that found nothing, how long to keep looking quickly: a commit can stay
   * invisible behind an older transaction that is still running (EVENTSTORE.md §1).
   */
  eagerWindowMs: number;
}

const defaultTiming: CatchUpTiming = { idlePollMs: 250, eagerWindowMs: 1000 };

/**
 * Delivers the global order by reading it in batches: catch-up and live are the same loop.
 * Each batch is handed over only after the previous one settled, so the handler sees every
 * event once and in order; after a failure the loop resumes from the last delivered position.
 */
export function startCatchUpLoop(
  source: CatchUpSource,
  options: SubscribeOptions,
  timing: CatchUpTiming = defaultTiming,
): Subscription {
  const batchSize = options.batchSize ?? 500;
  let position = options.from;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let eagerUntil = 0;

  const unregister = source.onAppended(() => {
    eagerUntil = Date.now() + timing.eagerWindowMs;
    wakeUp?.();
  });

  function sleep(ms: number): Promise<void> {
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
        const events = await source.readAll(position, batchSize);
        if (stopped) return;
        if (events.length > 0) {
          await options.onBatch(events);
          position = events[events.length - 1]!.position;
          backoffMs = 1;
          continue;
        }
        if (Date.now() < eagerUntil) {
          await sleep(backoffMs);
          backoffMs = Math.min(backoffMs * 2, 50);
        } else {
          backoffMs = 1;
          await sleep(timing.idlePollMs);
        }
      } catch (error) {
        options.onError?.(error);
        await sleep(timing.idlePollMs);
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
