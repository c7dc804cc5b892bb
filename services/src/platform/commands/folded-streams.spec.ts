import type { Decider, DomainEvent } from '@platform/commands/decider';
import { FoldedStreams } from '@platform/commands/folded-streams';

type Counted = DomainEvent<'Counted', { by: number }>;
const counter: Decider<never, Counted, number> = {
  decide: () => [],
  evolve: (total, event) => total + event.data.by,
  initialState: () => 0,
};

/** Streams written once and never asked for again, as a day's intake writes its notices and claims. */
function writtenOnce(streams: FoldedStreams, count: number, prefix: string): void {
  for (let index = 0; index < count; index++) streams.remember(`${prefix}-${index}`, counter, 0n, index);
}

describe('FoldedStreams', () => {
  it('keeps a stream asked for again while streams written once pass through', () => {
    const streams = new FoldedStreams({ inUse: 10, onTrial: 5 });
    streams.remember('order-1', counter, 1n, 42);
    expect(streams.recall('order-1', counter)).toEqual({ revision: 1n, state: 42 });

    writtenOnce(streams, 100, 'notice');

    expect(streams.recall('order-1', counter)).toEqual({ revision: 1n, state: 42 });
    expect(streams.recall('notice-0', counter)).toBeUndefined();
    expect(streams.recall('notice-99', counter)).toEqual({ revision: 0n, state: 99 });
  });

  it('pushes out a stream never asked for again once more streams than the trial holds come after it', () => {
    const streams = new FoldedStreams({ inUse: 10, onTrial: 5 });
    streams.remember('order-1', counter, 1n, 42);
    writtenOnce(streams, 5, 'notice');
    expect(streams.recall('order-1', counter)).toBeUndefined();
  });

  it('keeps the streams in use up to their own number, the least lately asked for leaving first', () => {
    const streams = new FoldedStreams({ inUse: 3, onTrial: 5 });
    for (const order of ['order-1', 'order-2', 'order-3', 'order-4']) {
      streams.remember(order, counter, 0n, 1);
      streams.recall(order, counter);
    }
    expect(streams.recall('order-1', counter)).toBeUndefined();
    expect(streams.recall('order-4', counter)).toEqual({ revision: 0n, state: 1 });
  });

  it('never replaces a later revision by an earlier one, in either segment', () => {
    const streams = new FoldedStreams({ inUse: 10, onTrial: 5 });
    streams.remember('order-1', counter, 5n, 50);
    streams.remember('order-1', counter, 3n, 30);
    expect(streams.recall('order-1', counter)).toEqual({ revision: 5n, state: 50 });
    streams.remember('order-1', counter, 4n, 40);
    expect(streams.recall('order-1', counter)).toEqual({ revision: 5n, state: 50 });
    streams.remember('order-1', counter, 6n, 60);
    expect(streams.recall('order-1', counter)).toEqual({ revision: 6n, state: 60 });
  });

  it('forgets a stream whichever segment holds it', () => {
    const streams = new FoldedStreams({ inUse: 10, onTrial: 5 });
    streams.remember('order-1', counter, 0n, 1);
    streams.recall('order-1', counter);
    streams.remember('notice-1', counter, 0n, 2);
    streams.forget(['order-1', 'notice-1']);
    expect(streams.recall('order-1', counter)).toBeUndefined();
    expect(streams.recall('notice-1', counter)).toBeUndefined();
  });
});
