import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import {
  compareGlobalPositions,
  type GlobalPosition,
  type StoredEvent,
  type SubscribeOptions,
  type Subscription,
} from '@platform/event-store/event-store.port';
import { toStoredEvent } from '@platform/event-store/eventstoredb/eventstoredb-mapping';

/** The part of the client's catch-up subscription to $all that delivery needs (a fake in unit tests). */
export interface AllEventsFeed {
  on(event: 'data', listener: (resolved: AllStreamResolvedEvent) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  pause(): unknown;
  resume(): unknown;
  unsubscribe(): Promise<void>;
}

/** Opens a feed of the events strictly after `from`, system events already filtered out by the server. */
export type OpenAllEventsFeed = (from: GlobalPosition) => AllEventsFeed;

const resubscribeDelayMs = 250;

/**
 * Turns the server's event-by-event push into the port's batches: events that arrive while the
 * handler runs form the next batch (those of the subscription's types; the others only move it
 * on), and the feed is paused when a full batch is waiting. When the handler or the feed fails,
 * the feed is dropped with whatever it had queued and reopened after the last delivered event,
 * so nothing is skipped and nothing is delivered twice.
 */
export function startAllEventsSubscription(
  openFeed: OpenAllEventsFeed,
  options: SubscribeOptions,
): Subscription {
  const batchSize = options.batchSize ?? 500;
  const wanted = options.eventTypes ? new Set(options.eventTypes) : undefined;
  let delivered = options.from;
  let queuedUpTo = delivered;
  let queue: StoredEvent[] = [];
  let feed: AllEventsFeed | undefined;
  let draining = false;
  let handlerRun: Promise<void> = Promise.resolve();
  let reopenTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  function open(): void {
    queue = [];
    queuedUpTo = delivered;
    const opened = openFeed(delivered);
    feed = opened;
    opened.on('data', (resolved) => {
      if (opened !== feed || !resolved.event) return;
      const event = toStoredEvent(resolved.event);
      // A reopened feed may start at the delivered event itself; what is queued is never taken twice.
      if (compareGlobalPositions(event.position, queuedUpTo) <= 0) return;
      if (!wanted || wanted.has(event.type)) queue.push(event);
      queuedUpTo = event.position;
      if (queue.length >= batchSize) opened.pause();
      if (!draining) {
        draining = true;
        handlerRun = drain(opened);
      }
    });
    opened.on('error', (error) => {
      if (opened === feed) fail(opened, error);
    });
    opened.on('end', () => {
      if (opened === feed) fail(opened, new Error('the EventStoreDB subscription to $all ended'));
    });
  }

  async function drain(source: AllEventsFeed): Promise<void> {
    try {
      while (!stopped && source === feed && compareGlobalPositions(queuedUpTo, delivered) > 0) {
        const batch = queue.splice(0, batchSize);
        source.resume();
        // Once the queue is empty, every event received was delivered or is of other types.
        const seenUpTo = queue.length === 0 ? queuedUpTo : batch[batch.length - 1]!.position;
        if (batch.length > 0) await options.onBatch(batch, seenUpTo);
        else await options.onSeen?.(seenUpTo);
        delivered = seenUpTo;
      }
    } catch (error) {
      fail(source, error);
    } finally {
      draining = false;
    }
  }

  /** Reports the failure and, unless the feed was already replaced or stopped, reopens it. */
  function fail(source: AllEventsFeed, error: unknown): void {
    options.onError?.(error);
    if (source !== feed) return;
    feed = undefined;
    source.unsubscribe().catch(() => {
      // The feed is abandoned either way; a failed cancel only leaves its call open in the client.
    });
    if (stopped) return;
    // Reopen only once the handler in flight has settled: its batch may still count as delivered.
    reopenTimer = setTimeout(() => {
      void handlerRun.then(() => {
        if (!stopped) open();
      });
    }, resubscribeDelayMs);
  }

  open();
  return {
    async stop() {
      stopped = true;
      clearTimeout(reopenTimer);
      const current = feed;
      feed = undefined;
      await current?.unsubscribe().catch((error: unknown) => options.onError?.(error));
      await handlerRun;
    },
  };
}
