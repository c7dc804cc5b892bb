import { randomUUID } from 'node:crypto';
import { type Decider, type DomainEvent, fold } from '@platform/commands/decider';
import type { ReadYourWrites } from '@platform/commands/read-your-writes.port';
import {
  type EventMetadata,
  type EventStore,
  type GlobalPosition,
  type StreamAppend,
  WrongExpectedRevisionError,
} from '@platform/event-store/event-store.port';

export interface CommandTarget<Command> {
  streamId: string;
  command: Command;
}

export interface CommandOutcome<Event extends DomainEvent> {
  /** What was appended, per stream; empty when every decision was a no-op. */
  events: Array<{ streamId: string; events: readonly Event[] }>;
  /** Where the last event landed in the global order; absent when nothing was appended. */
  position?: GlobalPosition;
}

/** One target's refusal inside an all-or-nothing call. */
export interface Refusal {
  streamId: string;
  /** The target's place in the call. */
  index: number;
  error: unknown;
}

/** Thrown when a bulk call is refused for some of its targets; nothing was written. */
export class BulkRefusedError extends Error {
  constructor(readonly refusals: Refusal[]) {
    super(`refused for ${refusals.map((refusal) => refusal.streamId).join(', ')}`);
    this.name = 'BulkRefusedError';
  }
}

export interface ExecutorOptions {
  /** How many times a decision is re-made after a concurrent write; then the conflict is answered. */
  maxAttempts: number;
}

/**
 * The write path of every aggregate: read each target stream, fold it, decide, and append all
 * resulting events atomically with the revisions that were read. A concurrent write makes the
 * append fail; the decision is then re-made on fresh state, a bounded number of times with
 * jittered backoff, so no update is ever lost. The answer waits for the read models.
 */
export class CommandExecutor {
  constructor(
    private readonly store: EventStore,
    private readonly readYourWrites: ReadYourWrites,
    private readonly options: ExecutorOptions = { maxAttempts: 3 },
  ) {}

  execute<Command, Event extends DomainEvent, State>(
    decider: Decider<Command, Event, State>,
    target: CommandTarget<Command>,
    metadata: EventMetadata,
  ): Promise<CommandOutcome<Event>> {
    return this.executeAll(decider, [target], metadata);
  }

  /** All or nothing over several streams: if one target refuses, none is changed. */
  async executeAll<Command, Event extends DomainEvent, State>(
    decider: Decider<Command, Event, State>,
    targets: readonly CommandTarget<Command>[],
    metadata: EventMetadata,
  ): Promise<CommandOutcome<Event>> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await this.attempt(decider, targets, metadata);
        if (outcome.position) {
          const types = outcome.events.flatMap((stream) => stream.events.map((event) => event.type));
          await this.readYourWrites.waitFor(outcome.position, types);
        }
        return outcome;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= this.options.maxAttempts)
          throw error;
        await jitteredBackoff(attempt);
      }
    }
  }

  private async attempt<Command, Event extends DomainEvent, State>(
    decider: Decider<Command, Event, State>,
    targets: readonly CommandTarget<Command>[],
    metadata: EventMetadata,
  ): Promise<CommandOutcome<Event>> {
    // Several targets may name one stream (two audit steps of one goods item): its commands are
    // decided in order, each on the state the earlier ones left, and appended together.
    const byStream = [...commandsByStream(targets)];
    const streams = await this.store.readStreams(byStream.map(([streamId]) => streamId));
    const decisions = byStream.map(([streamId, commands], place) => {
      const stream = streams[place]!;
      let state = fold(
        decider,
        stream.events.map(({ type, data }) => ({ type, data }) as Event),
      );
      const events: Event[] = [];
      const refusals: Refusal[] = [];
      for (const { index, command } of commands) {
        try {
          const decided = decider.decide(command, state);
          events.push(...decided);
          state = decided.reduce(decider.evolve, state);
        } catch (error) {
          refusals.push({ streamId, index, error });
        }
      }
      return { streamId, revision: stream.revision, events, refusals };
    });
    const refusals = decisions
      .flatMap((decision) => decision.refusals)
      .sort((first, second) => first.index - second.index);
    const changed = decisions.filter((decision) => decision.events.length > 0);
    if (refusals.length === 1 && targets.length === 1) throw refusals[0]!.error;
    if (refusals.length > 0) throw new BulkRefusedError(refusals);
    if (changed.length === 0) return { events: [] };

    const appends: StreamAppend[] = changed.map((decision) => ({
      streamId: decision.streamId,
      expectedRevision: decision.revision < 0n ? 'no_stream' : decision.revision,
      events: decision.events.map((event) => ({
        eventId: randomUUID(),
        type: event.type,
        data: event.data,
        metadata,
      })),
    }));
    const { position } = await this.store.append(appends);
    return { events: changed.map(({ streamId, events }) => ({ streamId, events })), position };
  }
}

function jitteredBackoff(attempt: number): Promise<void> {
  const ms = 5 * 2 ** attempt * (0.5 + Math.random());
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The targets' commands grouped by stream, streams in the order first named, each with its place. */
function commandsByStream<Command>(
  targets: readonly CommandTarget<Command>[],
): Map<string, Array<{ index: number; command: Command }>> {
  const byStream = new Map<string, Array<{ index: number; command: Command }>>();
  targets.forEach(({ streamId, command }, index) => {
    byStream.set(streamId, [...(byStream.get(streamId) ?? []), { index, command }]);
  });
  return byStream;
}
