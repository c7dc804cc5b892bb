import { ValidationError } from '@platform/errors/domain-errors';
import type { RecordReconciliation } from '@services/money/reconciliation/reconciliation.commands';
import { matchedCharges, unclaimedCharges } from '@services/money/reconciliation/reconciliation.fixtures';
import { reconciliationDecider } from '@services/money/reconciliation/reconciliation.decider';
import {
  itemsPerEvent,
  type ReconciliationEvent,
} from '@services/money/reconciliation/reconciliation.events';

const metadata = { tenantId: '000000', callerId: '7', at: '2026-11-25T02:00:00.000Z' };
const day = {
  date: '2026-11-24',
  openingFen: 100,
  closingFen: 600,
  bankNetFen: 500,
  ourNetFen: 500,
  lines: 3,
  matched: [{ tenantId: '000042', kind: 'charge' as const, count: 2, amountFen: 400 }],
};
const record = (
  runId: string,
  overrides: Partial<RecordReconciliation['data']> = {},
): RecordReconciliation => ({
  type: 'RecordReconciliation',
  data: { ...day, runId, items: [], ...overrides },
  metadata,
});
const given = (events: ReconciliationEvent[]) =>
  events.reduce(reconciliationDecider.evolve, reconciliationDecider.initialState());
const recorded = (runId: string): ReconciliationEvent => ({
  type: 'ReconciliationRecorded',
  data: { ...day, id: runId, by: '7', at: metadata.at, items: [] },
});

describe('a day of reconciliation', () => {
  it('records a run whole, its figures and differences, naming who asked and when', () => {
    expect(reconciliationDecider.decide(record('run-1'), given([]))).toEqual([recorded('run-1')]);
  });

  it('spreads a run of many differences over events the store can hold, in order, counted as one run', () => {
    const items = unclaimedCharges(2 * itemsPerEvent + 1);
    const events = reconciliationDecider.decide(record('run-big', { items }), given([]));
    expect(events.map(({ type, data }) => [type, data.items.length])).toEqual([
      ['ReconciliationRecorded', itemsPerEvent],
      ['ReconciliationItemsRecorded', itemsPerEvent],
      ['ReconciliationItemsRecorded', 1],
    ]);
    expect(events.flatMap(({ data }) => data.items)).toEqual(items);
    expect(events[2]!.data).toMatchObject({ id: 'run-big', date: day.date, by: '7', at: metadata.at });
    expect(given([...events])).toEqual({ runs: 1, lastRunId: 'run-big', latest: { ...day, items } });
    expect(reconciliationDecider.decide(record('run-big', { items }), given([...events]))).toEqual([]);
  });

  it('records a later run of the day again: it replaces the earlier', () => {
    expect(reconciliationDecider.decide(record('run-2'), given([recorded('run-1')]))).toEqual([
      recorded('run-2'),
    ]);
    const [earlier, later] = [matchedCharges(2), matchedCharges(1)];
    const runs = [
      {
        type: 'ReconciliationRecorded',
        data: { ...day, id: 'run-1', by: '7', at: metadata.at, items: earlier },
      },
      {
        type: 'ReconciliationRecorded',
        data: { ...day, id: 'run-2', by: '7', at: metadata.at, items: later },
      },
    ] satisfies ReconciliationEvent[];
    expect(given(runs)).toEqual({ runs: 2, lastRunId: 'run-2', latest: { ...day, items: later } });
  });

  it('records nothing when the same run is recorded twice (a retried job)', () => {
    expect(reconciliationDecider.decide(record('run-1'), given([recorded('run-1')]))).toEqual([]);
  });

  it('refuses a statement whose lines do not explain its balances', () => {
    expect(() => reconciliationDecider.decide(record('run-3', { closingFen: 601 }), given([]))).toThrow(
      new ValidationError('对账单2026-11-24的余额与明细不符'),
    );
  });
});
