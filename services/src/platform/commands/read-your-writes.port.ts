import type { GlobalPosition } from '@platform/event-store/event-store.port';

/**
 * Waits until every projection that handles one of `eventTypes` has passed `position`, so a
 * command's answer is sent only when the lists it feeds show its effect. Throws
 * ReadModelLagError after the configured timeout.
 */
export interface ReadYourWrites {
  waitFor(position: GlobalPosition, eventTypes: readonly string[]): Promise<void>;
}

/** The read models did not catch up in time. The write itself succeeded and is kept. */
export class ReadModelLagError extends Error {
  constructor(readonly projections: string[]) {
    super(`read models not yet updated: ${projections.join(', ')}`);
    this.name = 'ReadModelLagError';
  }
}
