import type { CommandTarget } from '@platform/commands/command-executor';
import { type Decider, type DomainEvent, fold } from '@platform/commands/decider';

/** One command for a stream, with the decider of that kind of stream. */
export interface StreamStep {
  // Each kind of stream has its own decider, so their types differ from step to step.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  decider: Decider<any, DomainEvent, any>;
  command: unknown;
}

/**
 * Lets one all-or-nothing call (CommandExecutor.executeAll) write streams of different kinds,
 * several commands on one stream if need be (a role created, then granted its menus): each step
 * is decided by its own decider on the stream's events so far, those of earlier steps included.
 * The state is the stream's events. Pure, like the deciders it delegates to.
 */
export const streamStepsDecider: Decider<readonly StreamStep[], DomainEvent, readonly DomainEvent[]> = {
  stateIsTheStream: true,
  initialState: () => [],
  evolve: (history, event) => [...history, event],
  decide(steps, history) {
    const decided: DomainEvent[] = [];
    for (const { decider, command } of steps) {
      decided.push(...decider.decide(command, fold(decider, [...history, ...decided])));
    }
    return decided;
  },
};

/** One stream's part of a multi-kind write: the commands its decider decides there, in order. */
export type StreamStepsTarget = CommandTarget<StreamStep[]>;

/** A stream's part made of one command, typed against the decider that decides it. */
export function stepOn<Command>(
  streamId: string,
  decider: Decider<Command, DomainEvent, unknown>,
  command: Command,
): StreamStepsTarget {
  return { streamId, command: [{ decider, command }] };
}

/** The same part on a stream presumed new (CommandTarget.presumedNew): decided without a read. */
export function onNewStream(target: StreamStepsTarget): StreamStepsTarget {
  return { ...target, presumedNew: true };
}
