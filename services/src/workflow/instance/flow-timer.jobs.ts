import type { EventMetadata } from '@platform/event-store/event-store.port';
import type { JobCatalogue, JobHandlers, Jobs } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import type { FireFlowTimer } from '@services/workflow/instance/process-instance.commands';
import { processInstanceDecider } from '@services/workflow/instance/process-instance.decider';
import { processInstanceStreamId } from '@services/workflow/instance/process-instance.stream';

/** A timer of an instance, due at `dueAt` (ISO): its job waits until then. */
export interface DueFlowTimer {
  tenantId: string;
  instanceId: string;
  activityId: string;
  dueAt: string;
}

export type FlowTimerJobPayloads = { 'workflow.fireTimer': DueFlowTimer };

/** One job per timer set: setting the same timer again (a retried write) enqueues nothing new. */
export const flowTimerJobCatalogue: JobCatalogue<FlowTimerJobPayloads> = {
  'workflow.fireTimer': {
    attempts: 5,
    backoffMs: 2000,
    idempotencyKey: ({ instanceId, activityId, dueAt }) => `flow-timer:${instanceId}:${activityId}:${dueAt}`,
  },
};

/** Ids enough for the rows one step opens (as process-instance.handlers.ts gives a command). */
const idsPerStep = 32;

/**
 * Fires a due timer through the instance's decider, by no one (user 0) in the instance's tenant.
 * Safe to run twice: a timer fired already, or cancelled with its activity, decides nothing.
 */
export function flowTimerJobHandlers(runtime: RuntimeServices): JobHandlers<FlowTimerJobPayloads> {
  return {
    async 'workflow.fireTimer'({ tenantId, instanceId, activityId }, { jobId }) {
      const at = runtime.clock.now().toISOString();
      const command: FireFlowTimer = {
        type: 'FireFlowTimer',
        data: { activityId, ids: Array.from({ length: idsPerStep }, () => runtime.ids.next()) },
        metadata: { tenantId, callerId: '0', at },
      };
      const metadata: EventMetadata = {
        tenantId,
        userId: '0',
        account: 'workflow-timer',
        correlationId: `job-${jobId}`,
        causationId: `job-${jobId}`,
        occurredAt: at,
        clientIp: '',
      };
      await runtime.executor.execute(
        processInstanceDecider,
        { streamId: processInstanceStreamId(instanceId), command },
        metadata,
      );
    },
  };
}

/** The process's jobs, typed by this catalogue: what the instance handlers enqueue. */
export abstract class WorkflowJobs {
  abstract enqueue: Jobs<FlowTimerJobPayloads>['enqueue'];
}
