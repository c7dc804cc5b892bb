import type { Decider, DomainEvent } from '@platform/commands/decider';

/** The fold of an aggregate: the part of its decider the write side and the auditors share. */
export type AggregateFold = Pick<Decider<never, DomainEvent, unknown>, 'evolve' | 'initialState'>;

/**
 * An event-sourced aggregate as the audit explorer sees it: its type (the prefix of its stream
 * ids), where its events live, and the fold the write side uses, so that an auditor's "state as of"
 * is computed by the same rules that decided the commands, never by a second copy of them.
 */
export interface Aggregate {
  readonly type: string;
  streamId(id: string): string;
  readonly fold: AggregateFold;
  /**
   * When an event took effect in the business, where the business has such a time apart from
   * when the event was recorded (a bank charge's value date); undefined for the others.
   */
  effectiveAt(event: DomainEvent): Date | undefined;
}

/** Declares an aggregate with its own decider's fold, keeping the decider's types where it is written. */
export function aggregate<Event extends DomainEvent, State>(
  type: string,
  streamId: (id: string) => string,
  decider: Pick<Decider<never, Event, State>, 'evolve' | 'initialState'>,
  effectiveAt: (event: Event) => Date | undefined = () => undefined,
): Aggregate {
  return {
    type,
    streamId,
    fold: decider as unknown as AggregateFold,
    effectiveAt: effectiveAt as (event: DomainEvent) => Date | undefined,
  };
}
