import fc from 'fast-check';
import { statusAfter } from '@projections/goods/goods/goods-status-after';
import { goodsDecider, type GoodsState } from '@services/goods/goods.decider';
import type { GoodsStatus } from '@services/goods/goods.events';
import { anyCommand, created, present } from '@services/goods/goods.fixtures';
import { statusOfStage } from '@services/goods/goods.stage';

const statusOf = (state: GoodsState): GoodsStatus => statusOfStage(present(state).stage);

describe('the status the goods read model reads from each event', () => {
  it('is the status the decider is left in, and an event that names none moves nothing', () => {
    const start = goodsDecider.evolve(goodsDecider.initialState(), created);
    expect(statusAfter(created)).toBe(statusOf(start));
    fc.assert(
      fc.property(fc.array(anyCommand, { maxLength: 40 }), (commands) => {
        let state = start;
        for (const next of commands) {
          let events;
          try {
            events = goodsDecider.decide(next, state);
          } catch {
            continue;
          }
          for (const event of events) {
            const before = statusOf(state);
            state = goodsDecider.evolve(state, event);
            expect(statusAfter(event) ?? before).toBe(statusOf(state));
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
