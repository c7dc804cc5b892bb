import {
  type EventStore,
  type GlobalPosition,
  startOfAll,
  type StoredEvent,
} from '@platform/event-store/event-store.port';

const BATCH = 1000;

/**
 * Follows the head of the event store, so that a test can prove a refused request wrote
 * nothing: `await appended.since()` answers the events appended since the previous call.
 */
export class AppendedEvents {
  private position: GlobalPosition = startOfAll;

  constructor(private readonly store: EventStore) {}

  async since(): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    for (;;) {
      const batch = await this.store.readAll(this.position, BATCH);
      events.push(...batch);
      const last = batch[batch.length - 1];
      if (last) this.position = last.position;
      if (batch.length < BATCH) return events;
    }
  }
}
