import { and, assign, fromPromise, setup } from 'xstate';
import { leaveRequestProblems } from '@console/features/workflow/api/leave-request';
import type {
  CompleteTask,
  LeaveDetail,
  StartedLeave,
  StartLeave,
  TaskFlag,
} from '@console/features/workflow/api/workflow-wire';
import { type LeaveStage, leaveStage } from '@console/features/workflow/machines/leave-stage';

/** The task the caller handles the request in (the handle page's route names it). */
export interface HeldTask {
  taskId: string;
  processInstanceId: string;
}

/** What a holder of the request's task may do, each offered only where the stage allows it. */
export type LeaveAction = 'approve' | 'reject' | 'resubmit' | 'giveUp';
export const leaveActions: readonly LeaveAction[] = ['approve', 'reject', 'resubmit', 'giveUp'];

/** The decision each action sends: resubmitting passes the adjustment task on, giving up ends it. */
const flagOf: Record<LeaveAction, TaskFlag> = {
  approve: 'ok',
  reject: 'reject',
  resubmit: 'ok',
  giveUp: 'reject',
};

/** A rejection says why; the other decisions may go without a comment. */
export function needsComment(action: LeaveAction): boolean {
  return action === 'reject';
}

export type LeaveEvent =
  | { type: 'leave.submit'; request: StartLeave }
  | { type: `leave.${LeaveAction}`; comment: string }
  | { type: 'leave.reload' };

interface LeaveContext {
  businessId: string | null;
  task: HeldTask | null;
  leave: LeaveDetail | null;
  request: StartLeave | null;
  decision: CompleteTask | null;
}

export interface LeaveInput {
  /** A request already made (the handle and detail pages); none: a new one (the form). */
  businessId?: string;
  task?: HeldTask;
}

/** The stages read from the history, each a state the loaded request goes to. */
export const stageStates: readonly LeaveStage[] = [
  'submitted',
  'approving',
  'rejected',
  'resubmitted',
  'approved',
  'abandoned',
  'closed',
];

/**
 * A leave request's lifecycle in the console: draft → submitted → approving → approved, or
 * rejected → resubmitted → … → approved, or given up. A request already made is placed by its
 * history (leave-stage.ts); each stage offers, through its tags, only the actions it allows, and
 * only to the holder of its task. Loading, starting, completing, the confirmation before giving up
 * and the messages are supplied by the page with `.provide()`.
 */
export const leaveMachine = setup({
  types: {} as { context: LeaveContext; events: LeaveEvent; input: LeaveInput },
  actors: {
    loadLeave: fromPromise<LeaveDetail, string>(() => Promise.reject(new Error('no loader'))),
    startLeave: fromPromise<StartedLeave, StartLeave>(() => Promise.reject(new Error('no starter'))),
    completeTask: fromPromise<unknown, CompleteTask>(() => Promise.reject(new Error('no completer'))),
    confirmGiveUp: fromPromise<boolean>(() => Promise.resolve(false)),
  },
  guards: {
    isNew: ({ context }) => context.businessId === null,
    isComplete: ({ event }) =>
      event.type === 'leave.submit' && Object.keys(leaveRequestProblems(event.request)).length === 0,
    holdsTask: ({ context }) => context.task !== null,
    hasComment: ({ event }) => 'comment' in event && event.comment.trim() !== '',
    isStage: ({ context }, stage: LeaveStage) =>
      context.leave !== null && leaveStage(context.leave.flow) === stage,
  },
  actions: {
    decide: assign(({ context, event }, action: LeaveAction) => ({
      decision:
        context.task && 'comment' in event
          ? { ...context.task, flag: flagOf[action], comment: event.comment.trim() }
          : null,
    })),
    notifySubmitted: () => undefined,
    notifyHandled: () => undefined,
  },
}).createMachine({
  id: 'leave',
  context: ({ input }) => ({
    businessId: input.businessId ?? null,
    task: input.task ?? null,
    leave: null,
    request: null,
    decision: null,
  }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'isNew', target: 'draft' }, { target: 'loading' }] },
    draft: {
      tags: ['submit'],
      on: {
        'leave.submit': {
          guard: 'isComplete',
          target: 'submitting',
          actions: assign({ request: ({ event }) => event.request }),
        },
      },
    },
    submitting: {
      invoke: {
        src: 'startLeave',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'submitted',
          actions: [assign({ businessId: ({ event }) => event.output.businessId }), 'notifySubmitted'],
        },
        onError: 'draft',
      },
    },
    loading: {
      invoke: {
        src: 'loadLeave',
        input: ({ context }) => context.businessId!,
        onDone: { target: 'placing', actions: assign({ leave: ({ event }) => event.output }) },
        onError: 'missing',
      },
    },
    placing: {
      always: stageStates.map((stage) => ({
        guard: { type: 'isStage' as const, params: stage },
        target: stage,
      })),
    },
    missing: { on: { 'leave.reload': 'loading' } },
    submitted: { tags: ['approve', 'reject'], on: approvalEvents() },
    resubmitted: { tags: ['approve', 'reject'], on: approvalEvents() },
    approving: { tags: ['approve', 'reject'], on: approvalEvents() },
    rejected: {
      tags: ['resubmit', 'giveUp'],
      on: {
        'leave.resubmit': {
          guard: 'holdsTask',
          target: 'completing',
          actions: { type: 'decide', params: 'resubmit' },
        },
        'leave.giveUp': {
          guard: 'holdsTask',
          target: 'confirmingGiveUp',
          actions: { type: 'decide', params: 'giveUp' },
        },
      },
    },
    confirmingGiveUp: {
      invoke: {
        src: 'confirmGiveUp',
        onDone: [{ guard: ({ event }) => event.output, target: 'completing' }, { target: 'rejected' }],
        onError: 'rejected',
      },
    },
    completing: {
      invoke: {
        src: 'completeTask',
        input: ({ context }) => context.decision!,
        // The task is done: the request is read again, and the caller no longer holds it.
        onDone: { target: 'loading', actions: [assign({ task: null, decision: null }), 'notifyHandled'] },
        // Someone else may have acted first: what the request is now decides what is offered.
        onError: { target: 'loading', actions: assign({ decision: null }) },
      },
    },
    approved: { type: 'final' },
    abandoned: { type: 'final' },
    closed: { type: 'final' },
  },
});

function approvalEvents() {
  return {
    'leave.approve': {
      guard: 'holdsTask',
      target: 'completing',
      actions: { type: 'decide', params: 'approve' },
    },
    'leave.reject': {
      guard: and(['holdsTask', 'hasComment']),
      target: 'completing',
      actions: { type: 'decide', params: 'reject' },
    },
  } as const;
}

/** The actions a snapshot offers: its stage's, to the holder of its task (a draft: submitting it). */
export function offeredLeaveActions(snapshot: {
  hasTag: (tag: string) => boolean;
  context: LeaveContext;
}): LeaveAction[] {
  if (snapshot.context.task === null) return [];
  return leaveActions.filter((action) => snapshot.hasTag(action));
}
