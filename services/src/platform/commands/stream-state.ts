import { type Decider, type DomainEvent, foldStored } from '@platform/commands/decider';
import type { EventStore } from '@platform/event-store/event-store.port';

/**
 * An aggregate's state as its stream says now, read straight from the event store: what the
 * write side and the workers decide on, never a read model that may lag.
 */
export async function stateOf<Command, Event extends DomainEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
): Promise<State> {
  const { events } = await store.readStream(streamId);
  return foldStored(decider, events);
}
