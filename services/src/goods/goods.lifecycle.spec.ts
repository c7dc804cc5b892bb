import fc from 'fast-check';
import { DomainError } from '@platform/errors/domain-errors';
import type { GoodsCommand } from '@services/goods/goods.commands';
import { goodsDecider, type GoodsState } from '@services/goods/goods.decider';
import { type GoodsStatus, statusAfter } from '@services/goods/goods.events';
import { audited, command, created, unaudited } from '@services/goods/goods.fixtures';
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

const auditPolicy = fc.constantFrom(audited, unaudited, { required: true, auditRoleId: '55' } as const);
const logId = fc.integer({ min: 1, max: 20 }).map(String);
const anyCommand: fc.Arbitrary<GoodsCommand> = fc.oneof(
  fc
    .record({ goodsName: fc.string({ maxLength: 4 }), audit: auditPolicy, logId })
    .map(({ goodsName, audit, logId }) =>
      command('UpdateGoods', {
        draft: { ...created.data, goodsName, mouldId: null, mouldValues: {} },
        mould: null,
        audit,
        logId,
      }),
    ),
  fc
    .record({ audit: auditPolicy, logId })
    .map(({ audit, logId }) => command('SubmitGoodsForAudit', { audit, logId, comment: null })),
  logId.map((logId) => command('WithdrawGoodsAudit', { logId, comment: null })),
  fc
    .record({
      decision: fc.constantFrom('approve' as const, 'reject' as const),
      comment: fc.option(fc.constant('理由')),
      audit: auditPolicy,
      logId,
      callerRoleIds: fc.subarray(['54', '55']),
    })
    .map((data) => command('ProcessGoodsAudit', data)),
  fc
    .constantFrom('PutGoodsOnSale', 'TakeGoodsOffSale', 'RecycleGoods', 'RecoverGoods')
    .map((type) => command(type, {})),
  fc.integer({ min: -5, max: 50 }).map((stock) => command('UpdateGoodsStock', { stock })),
  fc
    .oneof(fc.double(), fc.integer({ min: -3, max: 3 }))
    .map((stock) => command('UpdateGoodsStock', { stock })),
  logId.map((logId) => command('RemoveGoodsProcessLog', { logId })),
);

function statusOf(state: GoodsState): GoodsStatus {
  if (state.status !== 'present') throw new Error('the item vanished');
  return statusOfStage(state.stage);
}

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
            const after = statusAfter(event);
            if (after !== undefined && after !== before) expect(allowedMoves).toContain(`${before}>${after}`);
            if (after === 5) recycledFrom = before;
            if (before === 5 && after !== undefined && after !== 5) expect(after).toBe(recycledFrom);
            state = goodsDecider.evolve(state, event);
          }
          if (state.status !== 'present') throw new Error('the item vanished');
          expect(Number.isSafeInteger(state.stock) && state.stock >= 0).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
