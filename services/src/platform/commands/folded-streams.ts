import { LRUCache } from 'lru-cache';
import { type Decider, type DomainEvent, fold } from '@platform/commands/decider';

/**
 * How many streams are kept folded: the streams written lately (orders being consumed, records
 * being edited), each a few hundred bytes of state.
 */
const streamsKept = 20_000;

// The deciders of the product differ in command, event and state; each entry keeps its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDecider = Decider<any, any, any>;

interface Folded {
  decider: AnyDecider;
  revision: bigint;
  state: unknown;
}

/**
 * The state of streams this process lately read or wrote, folded by the decider that decided
 * there, at the revision it holds: the next command on such a stream decides without reading
 * it again. A remembered state is a guess, never a truth: a decision made on it is appended
 * with its revision as the expectation, so a stream that moved meanwhile (another process, a
 * repair) makes the append fail and the executor decides again on what the store holds.
 */
export class FoldedStreams {
  private readonly kept = new LRUCache<string, Folded>({ max: streamsKept });

  recall<State>(
    streamId: string,
    decider: Decider<unknown, DomainEvent, State>,
  ): { revision: bigint; state: State } | undefined {
    const folded = this.kept.get(streamId);
    if (!folded) return undefined;
    if (folded.decider === decider) return { revision: folded.revision, state: folded.state as State };
    // Last written by a call over several kinds of stream (an order made with its unique
    // numbers, then charged): what is kept is the stream's events, which its own decider folds.
    if (folded.decider.stateIsTheStream)
      return { revision: folded.revision, state: fold(decider, folded.state as DomainEvent[]) };
    return undefined;
  }

  remember<State>(
    streamId: string,
    decider: Decider<unknown, DomainEvent, State>,
    revision: bigint,
    state: State,
  ): void {
    const folded = this.kept.get(streamId);
    // Answers of racing commands arrive in any order: a later revision is never replaced by an
    // earlier one, whichever decider kept it.
    if (folded && folded.revision > revision) return;
    this.kept.set(streamId, { decider, revision, state });
  }

  forget(streamIds: Iterable<string>): void {
    for (const streamId of streamIds) this.kept.delete(streamId);
  }
}

/**
 * An event as a read of its stream will give it back: its data went through JSON on the way in,
 * so a state folded from the decided events equals one folded from the stored ones.
 */
export function asStored<Event extends DomainEvent>(event: Event): Event {
  return { type: event.type, data: JSON.parse(JSON.stringify(event.data)) as unknown } as Event;
}
