import fc from 'fast-check';
import { DomainError } from '@platform/errors/domain-errors';
import { goodsDecider, type GoodsState } from '@services/goods/goods.decider';
import type { GoodsStatus } from '@services/goods/goods.events';
import { anyCommand, created, present } from '@services/goods/goods.fixtures';
import { statusOfStage } from '@services/goods/goods.stage';

/** Every move the lifecycle allows, as [from, to] status codes. */
const allowedMoves = new Set([
  '0>1',
  '3>1', // submitted for audit
  '0>2',
  '3>2', // listed where no audit applies
  '1>0', // withdrawn
  '1>2',
  '1>3', // approved, rejected
  '2>1', // edited on sale under audit
  '2>4',
  '4>2', // off sale and back
  '0>5',
  '2>5',
  '3>5',
  '4>5', // recycled
  '5>0',
  '5>2',
  '5>3',
  '5>4', // recovered
]);

const statusOf = (state: GoodsState): GoodsStatus => statusOfStage(present(state).stage);

describe('goods lifecycle under random commands', () => {
  it('only makes allowed moves, never loses the item, never makes stock negative, and refuses without writing', () => {
    const start = goodsDecider.evolve(goodsDecider.initialState(), created);
    fc.assert(
      fc.property(fc.array(anyCommand, { maxLength: 40 }), (commands) => {
        let state = start;
        /** The status each recycled item must come back to. */
        let recycledFrom: GoodsStatus | undefined;
        for (const next of commands) {
          let events;
          try {
            events = goodsDecider.decide(next, state);
          } catch (error) {
            // A refusal is a domain error, never a crash; the state stays as it was.
            expect(error).toBeInstanceOf(DomainError);
            continue;
          }
          for (const event of events) {
            const before = statusOf(state);
            state = goodsDecider.evolve(state, event);
            const after = statusOf(state);
            if (after === before) continue;
            expect(allowedMoves).toContain(`${before}>${after}`);
            if (after === 5) recycledFrom = before;
            if (before === 5) expect(after).toBe(recycledFrom);
          }
          if (state.status !== 'present') throw new Error('the item vanished');
          expect(Number.isSafeInteger(state.stock) && state.stock >= 0).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
