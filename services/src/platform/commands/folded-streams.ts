import { LRUCache } from 'lru-cache';
import { type Decider, type DomainEvent, fold } from '@platform/commands/decider';

export interface FoldedStreamsSizes {
  /**
   * How many streams are kept once asked for again: the streams in use (orders being consumed,
   * records being edited), each a few hundred bytes of state.
   */
  inUse: number;
  /**
   * How many streams written or read once are kept on trial: enough for the next command of the
   * calls in flight (an order's charge after its making).
   */
  onTrial: number;
}

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
 *
 * Kept in two segments (a segmented LRU): a stream enters on trial and is kept in use only once
 * it is asked for again. Most streams are written once and never decided on again (a bank's
 * notice, a unique number's claim, a deposit); in a single LRU each day's intake of new orders
 * would push out the orders being consumed.
 */
export class FoldedStreams {
  private readonly inUse: LRUCache<string, Folded>;
  private readonly onTrial: LRUCache<string, Folded>;

  constructor(sizes: FoldedStreamsSizes = { inUse: 20_000, onTrial: 5_000 }) {
    this.inUse = new LRUCache({ max: sizes.inUse });
    this.onTrial = new LRUCache({ max: sizes.onTrial });
  }

  recall<State>(
    streamId: string,
    decider: Decider<unknown, DomainEvent, State>,
  ): { revision: bigint; state: State } | undefined {
    const folded = this.inUse.get(streamId) ?? this.promoted(streamId);
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
    const folded = this.inUse.peek(streamId) ?? this.onTrial.peek(streamId);
    // Answers of racing commands arrive in any order: a later revision is never replaced by an
    // earlier one, whichever decider kept it.
    if (folded && folded.revision > revision) return;
    const segment = this.inUse.has(streamId) ? this.inUse : this.onTrial;
    segment.set(streamId, { decider, revision, state });
  }

  forget(streamIds: Iterable<string>): void {
    for (const streamId of streamIds) {
      this.inUse.delete(streamId);
      this.onTrial.delete(streamId);
    }
  }

  /** A stream on trial asked for again: from now on kept in use. */
  private promoted(streamId: string): Folded | undefined {
    const folded = this.onTrial.get(streamId);
    if (!folded) return undefined;
    this.onTrial.delete(streamId);
    this.inUse.set(streamId, folded);
    return folded;
  }
}

/**
 * An event as a read of its stream will give it back: its data went through JSON on the way in,
 * so a state folded from the decided events equals one folded from the stored ones.
 */
export function asStored<Event extends DomainEvent>(event: Event): Event {
  return { type: event.type, data: JSON.parse(JSON.stringify(event.data)) as unknown } as Event;
}
