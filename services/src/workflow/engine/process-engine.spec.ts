import { advanceEngine, startingEngineState } from '@services/workflow/engine/process-engine';
import type { EngineFact, EngineState } from '@services/workflow/engine/engine-facts';
import { leaveProcessXml } from '@services/workflow/leave/leave-process';
import { chainedTimersXml } from '@services/workflow/testing/chained-timers-model';

const waits = (facts: EngineFact[]) =>
  facts.flatMap((fact) => (fact.kind === 'taskWaiting' ? [fact.activityId] : []));

describe('the leave process on bpmn-engine, one synchronous step at a time', () => {
  let initial: EngineState;
  beforeAll(async () => {
    initial = await startingEngineState(leaveProcessXml, 'leave');
  });

  it('starts at the department head with the manager group and a two-day timer', () => {
    const { facts } = advanceEngine(initial, { kind: 'start', variables: { days: 5, applyUser: '7' } });
    expect(facts).toContainEqual({
      kind: 'taskWaiting',
      activityId: 'deptHead',
      name: '部门经理审批',
      candidateUsers: [],
      candidateGroups: ['manager'],
      assignee: null,
    });
    // bpmn-engine reads the clock once for the timer's expiry and once for "now": a millisecond
    // may pass between the two, so the delay is two days, give or take that millisecond.
    expect(facts).toContainEqual({
      kind: 'timerStarted',
      activityId: 'headOverdue',
      delayMs: 172_800_000,
    });
  });

  it('keeps only user ids a variable gives as assignee or candidates: a word opens the task unassigned', async () => {
    const byVariable = leaveProcessXml.replace(
      'camunda:candidateGroups="manager"',
      'camunda:candidateGroups="manager" camunda:assignee="${head}" camunda:candidateUsers="${others}"',
    );
    const start = await startingEngineState(byVariable, 'leave');
    const { facts } = advanceEngine(start, {
      kind: 'start',
      variables: { days: 5, applyUser: '7', head: 'admin', others: '8,hr01' },
    });
    expect(facts).toContainEqual(
      expect.objectContaining({ activityId: 'deptHead', assignee: null, candidateUsers: ['8'] }),
    );
  });

  it('sends a long leave on to HR and a rejection back to the applicant, then ends', () => {
    const started = advanceEngine(initial, { kind: 'start', variables: { days: 5, applyUser: '7' } });
    const approved = advanceEngine(started.state, {
      kind: 'complete',
      activityId: 'deptHead',
      variables: { flag: 'ok' },
    });
    expect(waits(approved.facts)).toEqual(['hr']);
    const rejected = advanceEngine(approved.state, {
      kind: 'complete',
      activityId: 'hr',
      variables: { flag: 'reject' },
    });
    expect(rejected.facts).toContainEqual(expect.objectContaining({ activityId: 'adjust', assignee: '7' }));
    const gaveUp = advanceEngine(rejected.state, {
      kind: 'complete',
      activityId: 'adjust',
      variables: { flag: 'reject' },
    });
    expect(gaveUp.facts.at(-1)).toEqual({ kind: 'processEnded' });
  });

  it('ends a short leave after the head, and passes an overdue head over to HR when the timer fires', () => {
    const started = advanceEngine(initial, { kind: 'start', variables: { days: 2, applyUser: '7' } });
    const approved = advanceEngine(started.state, {
      kind: 'complete',
      activityId: 'deptHead',
      variables: { flag: 'ok' },
    });
    expect(approved.facts.at(-1)).toEqual({ kind: 'processEnded' });
    const overdue = advanceEngine(started.state, { kind: 'fireTimer', activityId: 'headOverdue' });
    expect(overdue.facts).toContainEqual({ kind: 'timerFired', activityId: 'headOverdue' });
    expect(overdue.facts).toContainEqual({ kind: 'activityLeft', activityId: 'deptHead' });
    expect(waits(overdue.facts)).toEqual(['hr']);
  });
});

describe('two timers in sequence on bpmn-engine', () => {
  let initial: EngineState;
  beforeAll(async () => {
    initial = await startingEngineState(chainedTimersXml, 'chained');
  });
  afterEach(() => jest.useRealTimers());

  const timersSet = (facts: EngineFact[]) =>
    facts.flatMap((fact) => (fact.kind === 'timerStarted' ? [fact.activityId] : []));

  /** Starts, then fires each timer `lateMs` after it is due, as a busy queue might. */
  function runLate(lateMs: number) {
    jest.useFakeTimers({ now: Date.parse('2026-11-24T08:00:00.000Z') });
    const started = advanceEngine(initial, { kind: 'start', variables: {} });
    jest.advanceTimersByTime(200 + lateMs);
    const first = advanceEngine(started.state, { kind: 'fireTimer', activityId: 'first' });
    jest.advanceTimersByTime(200 + lateMs);
    const second = advanceEngine(first.state, { kind: 'fireTimer', activityId: 'second' });
    return { started, first, second };
  }

  it.each([
    ['on time', 0],
    ['long overdue', 5_000],
  ])('sets the second timer when the first fires %s, and opens the task when it fires', (_, lateMs) => {
    const { started, first, second } = runLate(lateMs);
    expect(timersSet(started.facts)).toEqual(['first']);
    expect(first.facts).toContainEqual({ kind: 'timerFired', activityId: 'first' });
    expect(timersSet(first.facts)).toEqual(['second']);
    expect(second.facts).toContainEqual({ kind: 'timerFired', activityId: 'second' });
    expect(timersSet(second.facts)).toEqual([]);
    expect(waits(second.facts)).toEqual(['check']);
  });
});
