import { createActor, fromPromise, waitFor } from 'xstate';
import type { CompleteTask, FlowActivity, StartLeave } from '@console/features/workflow/api/workflow-wire';
import { flowStep, leaveWith } from '@console/features/workflow/api/workflow.fixtures';
import { adjustmentTaskName } from '@console/features/workflow/machines/leave-stage';
import {
  type HeldTask,
  type LeaveInput,
  leaveMachine,
  offeredLeaveActions,
} from '@console/features/workflow/machines/leave.machine';

const activity = (type: string, name: string, open = false) => flowStep(name, type, name, open);
const atHead = [activity('startEvent', '开始'), activity('userTask', '部门经理审批', true)];
const atAdjustment = [
  ...atHead.slice(0, 1),
  activity('userTask', '部门经理审批'),
  activity('userTask', adjustmentTaskName, true),
];
const approved = [...atHead.slice(0, 1), activity('userTask', '部门经理审批'), activity('endEvent', '结束')];

const task: HeldTask = { taskId: '71', processInstanceId: '70' };

/** The machine with a server whose request answers `histories` in turn, one per load. */
function actorWith(input: LeaveInput, histories: FlowActivity[][] = [], options: { giveUp?: boolean } = {}) {
  const seen = { started: [] as StartLeave[], completed: [] as CompleteTask[], notes: [] as string[] };
  let loads = 0;
  const actor = createActor(
    leaveMachine.provide({
      actors: {
        loadLeave: fromPromise(async () => leaveWith(histories[Math.min(loads++, histories.length - 1)]!)),
        startLeave: fromPromise(async ({ input: request }: { input: StartLeave }) => {
          seen.started.push(request);
          return { businessId: '7', processInstanceId: '70' };
        }),
        completeTask: fromPromise<unknown, CompleteTask>(async ({ input: decision }) => {
          seen.completed.push(decision);
          return {};
        }),
        confirmGiveUp: fromPromise(async () => options.giveUp ?? true),
      },
      actions: {
        notifySubmitted: () => void seen.notes.push('submitted'),
        notifyHandled: () => void seen.notes.push('handled'),
      },
    }),
    { input },
  ).start();
  return { actor, seen };
}

const request: StartLeave = {
  processDefinitionId: 'leave:1:1',
  startTime: '2026-12-01 09:00:00',
  endTime: '2026-12-05 18:00:00',
  reason: '探亲',
};

describe('the leave lifecycle in the console', () => {
  it('starts a draft, refuses an incomplete request, and submits a complete one', async () => {
    const { actor, seen } = actorWith({});
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().hasTag('submit')).toBe(true);
    actor.send({ type: 'leave.submit', request: { ...request, reason: '' } });
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({ type: 'leave.submit', request });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(seen.started).toEqual([request]);
    expect(seen.notes).toEqual(['submitted']);
    expect(actor.getSnapshot().context.businessId).toBe('7');
  });

  it('offers the department head approve and reject, and nothing to someone without the task', async () => {
    const held = actorWith({ businessId: '7', task }, [atHead]).actor;
    await waitFor(held, (snapshot) => snapshot.matches('submitted'));
    expect(offeredLeaveActions(held.getSnapshot())).toEqual(['approve', 'reject']);

    const viewer = actorWith({ businessId: '7' }, [atHead]).actor;
    await waitFor(viewer, (snapshot) => snapshot.matches('submitted'));
    expect(offeredLeaveActions(viewer.getSnapshot())).toEqual([]);
    viewer.send({ type: 'leave.approve', comment: '' });
    expect(viewer.getSnapshot().value).toBe('submitted');
  });

  it('approves with the task, reads the request again, and holds the task no more', async () => {
    const { actor, seen } = actorWith({ businessId: '7', task }, [atHead, approved]);
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    actor.send({ type: 'leave.approve', comment: ' 同意 ' });
    await waitFor(actor, (snapshot) => snapshot.matches('approved'));
    expect(seen.completed).toEqual([{ ...task, flag: 'ok', comment: '同意' }]);
    expect(seen.notes).toEqual(['handled']);
    expect(offeredLeaveActions(actor.getSnapshot())).toEqual([]);
  });

  it('rejects only with a comment', async () => {
    const { actor, seen } = actorWith({ businessId: '7', task }, [atHead, atAdjustment]);
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    actor.send({ type: 'leave.reject', comment: '  ' });
    expect(actor.getSnapshot().value).toBe('submitted');
    actor.send({ type: 'leave.reject', comment: '时间冲突' });
    await waitFor(actor, (snapshot) => snapshot.matches('rejected'));
    expect(seen.completed).toEqual([{ ...task, flag: 'reject', comment: '时间冲突' }]);
  });

  it('offers the applicant resubmit and give up on a rejected request; giving up asks first', async () => {
    const { actor, seen } = actorWith({ businessId: '7', task }, [atAdjustment], { giveUp: false });
    await waitFor(actor, (snapshot) => snapshot.matches('rejected'));
    expect(offeredLeaveActions(actor.getSnapshot())).toEqual(['resubmit', 'giveUp']);
    actor.send({ type: 'leave.approve', comment: '' });
    expect(actor.getSnapshot().value).toBe('rejected');
    actor.send({ type: 'leave.giveUp', comment: '' });
    await waitFor(actor, (snapshot) => snapshot.matches('rejected'));
    expect(seen.completed).toEqual([]);
    actor.send({ type: 'leave.resubmit', comment: '已改期' });
    await waitFor(actor, (snapshot) => seen.completed.length === 1 && !snapshot.matches('completing'));
    expect(seen.completed).toEqual([{ ...task, flag: 'ok', comment: '已改期' }]);
  });

  it('gives up with a reject decision once confirmed', async () => {
    const { actor, seen } = actorWith({ businessId: '7', task }, [atAdjustment]);
    await waitFor(actor, (snapshot) => snapshot.matches('rejected'));
    actor.send({ type: 'leave.giveUp', comment: '' });
    await waitFor(actor, () => seen.completed.length === 1);
    expect(seen.completed).toEqual([{ ...task, flag: 'reject', comment: '' }]);
  });

  it('says the request is missing when it cannot be read', async () => {
    const actor = createActor(
      leaveMachine.provide({ actors: { loadLeave: fromPromise(() => Promise.reject(new Error('404'))) } }),
      { input: { businessId: '404' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('missing'));
  });
});
