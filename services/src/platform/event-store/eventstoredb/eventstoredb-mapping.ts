import {
  ANY,
  type AppendExpectedRevision,
  type EventData,
  type JSONType,
  NO_STREAM,
  type ReadPosition,
  type RecordedEvent,
  START,
} from '@eventstore/db-client';
import type {
  EventMetadata,
  ExpectedRevision,
  GlobalPosition,
  NewEvent,
  StoredEvent,
} from '@platform/event-store/event-store.port';

/** The port's expectations map one to one: EventStoreDB revisions are 0-based like ours. */
export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return expected;
}

/** EventStoreDB answers "no stream" where the port answers revision -1. */
export function toPortRevision(revision: typeof NO_STREAM | bigint): bigint {
  return revision === NO_STREAM ? -1n : revision;
}

export function toEventData(event: NewEvent): EventData {
  return {
    id: event.eventId,
    contentType: 'application/json',
    type: event.type,
    // The client writes data with JSON.stringify, so any JSON value works; its type is narrower.
    data: event.data as JSONType,
    metadata: { ...event.metadata },
  };
}

export function toStoredEvent(recorded: RecordedEvent): StoredEvent {
  return {
    eventId: recorded.id,
    type: recorded.type,
    data: recorded.data,
    metadata: recorded.metadata as unknown as EventMetadata,
    streamId: recorded.streamId,
    streamRevision: recorded.revision,
    position: positionOf(recorded),
    recordedAt: recorded.created,
  };
}

/** Servers before 22.6 do not send positions with stream reads; the port needs one on every event. */
function positionOf(recorded: RecordedEvent): GlobalPosition {
  if (!recorded.position) {
    throw new Error(
      `EventStoreDB sent event ${recorded.id} without its position: the server must be 22.6 or newer`,
    );
  }
  return { commit: recorded.position.commit, prepare: recorded.position.prepare };
}

/** $all has no event at the very start, so the port's start of all is the server's START. */
export function toReadPosition(position: GlobalPosition): ReadPosition {
  return position.commit === 0n && position.prepare === 0n ? START : position;
}

/** System events ($metadata, $>, $stats…) are the server's own; the port never shows them. */
export function isSystemEventType(type: string): boolean {
  return type.startsWith('$');
}
