import { randomUUID } from 'node:crypto';
import { type Decider, type DomainEvent, foldStored } from '@platform/commands/decider';
import { asStored, FoldedStreams } from '@platform/commands/folded-streams';
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
  /**
   * The stream is almost surely new (its id was just made, or a value its owner did not hold is
   * taken): it is decided on the empty state without a read, and the append's expectation of no
   * stream checks the guess.
   */
  presumedNew?: boolean;
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
 * A stream decided here lately is not read again: its folded state is remembered (FoldedStreams)
 * and checked by the append's expected revision; neither is a stream presumed new.
 */
export class CommandExecutor {
  constructor(
    private readonly store: EventStore,
    private readonly readYourWrites: ReadYourWrites,
    private readonly options: ExecutorOptions = { maxAttempts: 3 },
  ) {}

  /** The streams lately decided here, so that the next command on one need not read it. */
  private readonly folded = new FoldedStreams();

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
    mayGuess = true,
  ): Promise<CommandOutcome<Event>> {
    // Several targets may name one stream (two audit steps of one goods item): its commands are
    // decided in order, each on the state the earlier ones left, and appended together.
    const byStream = [...commandsByStream(targets)];
    const starts = await this.startingStates(decider, byStream, mayGuess);
    const decisions = byStream.map(([streamId, commands], place) =>
      decideInOrder(decider, streamId, commands, starts[place]!),
    );
    const guessed = starts.some((start) => start.guessed);
    // A decision on a guessed state is trusted only where it writes, since its append checks
    // the revision; a refusal or a no-op is decided again on what the store holds now.
    if (guessed && decisions.some((decision) => decision.refusals.length > 0 || decision.events.length === 0))
      return this.attempt(decider, targets, metadata, false);

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
    let position: GlobalPosition;
    try {
      ({ position } = await this.store.append(appends));
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      this.folded.forget(changed.map((decision) => decision.streamId));
      // A guess that proved wrong (another process wrote, or the stream was not new) is no race
      // of this decision's own, and costs no attempt; a stream read just now and already moved is one.
      const broken = byStream.findIndex(([streamId]) => streamId === error.streamId);
      if (starts[broken]?.guessed) return this.attempt(decider, targets, metadata, false);
      throw error;
    }
    for (const decision of changed) {
      const revision = decision.revision + BigInt(decision.events.length);
      this.folded.remember(decision.streamId, decider, revision, decision.stateAfter);
    }
    return { events: changed.map(({ streamId, events }) => ({ streamId, events })), position };
  }

  /**
   * Each stream's state to decide on: where guesses are allowed, remembered if known, empty if
   * presumed new; else read and folded.
   */
  private async startingStates<State>(
    decider: Decider<unknown, DomainEvent, State>,
    byStream: ReadonlyArray<[string, StreamCommands<unknown>]>,
    mayGuess: boolean,
  ): Promise<Array<StartingState<State>>> {
    const guesses = byStream.map(([streamId, commands]) => {
      if (!mayGuess) return undefined;
      const remembered = this.folded.recall(streamId, decider);
      if (remembered || !commands.every((command) => command.presumedNew)) return remembered;
      return { revision: -1n, state: decider.initialState() };
    });
    const unknown = byStream.filter((_, place) => !guesses[place]).map(([streamId]) => streamId);
    const reads = unknown.length > 0 ? await this.store.readStreams(unknown) : [];
    let nextRead = 0;
    return byStream.map(([streamId], place) => {
      const guess = guesses[place];
      if (guess) return { revision: guess.revision, state: guess.state, guessed: true };
      const { revision, events } = reads[nextRead++]!;
      const state = foldStored(decider, events);
      this.folded.remember(streamId, decider, revision, state);
      return { revision, state, guessed: false };
    });
  }
}

interface StartingState<State> {
  revision: bigint;
  state: State;
  /** Not read from the store (remembered, or presumed new): the append's expectation checks it. */
  guessed: boolean;
}

/** A stream's commands decided in order, each on the state the earlier ones left. */
function decideInOrder<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  streamId: string,
  commands: StreamCommands<Command>,
  { revision, state: start }: StartingState<State>,
) {
  let state = start;
  const events: Event[] = [];
  const refusals: Refusal[] = [];
  for (const { index, command } of commands) {
    try {
      const decided = decider.decide(command, state);
      events.push(...decided);
      state = decided.map(asStored).reduce(decider.evolve, state);
    } catch (error) {
      refusals.push({ streamId, index, error });
    }
  }
  return { streamId, revision, events, refusals, stateAfter: state };
}

function jitteredBackoff(attempt: number): Promise<void> {
  const ms = 5 * 2 ** attempt * (0.5 + Math.random());
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One stream's commands in a call, each with its place among the call's targets. */
type StreamCommands<Command> = Array<{ index: number; command: Command; presumedNew?: boolean }>;

/** The targets' commands grouped by stream, streams in the order first named, each with its place. */
function commandsByStream<Command>(
  targets: readonly CommandTarget<Command>[],
): Map<string, StreamCommands<Command>> {
  const byStream = new Map<string, StreamCommands<Command>>();
  targets.forEach(({ streamId, command, presumedNew }, index) => {
    byStream.set(streamId, [...(byStream.get(streamId) ?? []), { index, command, presumedNew }]);
  });
  return byStream;
}
