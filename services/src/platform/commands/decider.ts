/**
 * A pure decision function and its fold (EVENTSTORE.md §7). Neither reads the clock, generates
 * ids nor touches I/O: time, ids, tenant and caller arrive inside the command.
 * `decide` returns the events that record the decision, or throws a domain error to refuse.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): readonly Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
  /**
   * Set where the state is the stream's events themselves, in order (stream-steps.decider.ts):
   * the stream's own decider can then fold that state into its own without reading the stream.
   */
  readonly stateIsTheStream?: true;
}

/** An event as a decider sees it: its type and its payload. Metadata is added by the handler. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/**
 * Folds events as a read of their stream gives them: the decider sees each one's type and
 * payload only, never the metadata the store keeps beside them.
 */
export function foldStored<Event extends DomainEvent, State>(
  decider: Pick<Decider<never, Event, State>, 'evolve' | 'initialState'>,
  stored: readonly DomainEvent[],
): State {
  return fold(
    decider,
    stored.map(({ type, data }) => ({ type, data }) as Event),
  );
}
