import type { GlobalPosition } from '@platform/event-store/event-store.port';

/**
 * Waits until every projection that handles one of `eventTypes` has passed `position`, so a
 * command's answer is sent only when the lists it feeds show its effect. Throws
 * ReadModelLagError after the configured timeout.
 */
export interface ReadYourWrites {
  waitFor(position: GlobalPosition, eventTypes: readonly string[]): Promise<void>;
}

export const READ_YOUR_WRITES = Symbol('ReadYourWrites');
