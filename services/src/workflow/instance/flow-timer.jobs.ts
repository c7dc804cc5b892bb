import { stateOf } from '@platform/commands/stream-state';
import type { EventMetadata } from '@platform/event-store/event-store.port';
import type { JobCatalogue, JobHandlers, JobQueue } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import {
  type DueFlowTimer,
  type FlowTimerJobPayloads,
  FlowTimers,
} from '@services/workflow/instance/flow-timers';
import type { FireFlowTimer } from '@services/workflow/instance/process-instance.commands';
import { processInstanceDecider } from '@services/workflow/instance/process-instance.decider';
import { processInstanceStreamId } from '@services/workflow/instance/process-instance.stream';

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
 * Fires a due timer through the instance's decider, by no one (user 0) in the instance's tenant,
 * and enqueues the timers that firing set (a second timer the first leads to). Safe to run
 * twice: a timer fired already, or cancelled with its activity, decides nothing, and then the
 * instance's waiting timers are enqueued again, in case the attempt that fired it stopped
 * before it enqueued them.
 */
export function flowTimerJobHandlers(
  runtime: RuntimeServices,
  jobs: JobQueue<FlowTimerJobPayloads>,
): JobHandlers<FlowTimerJobPayloads> {
  const timers = new FlowTimers(jobs, runtime.clock);
  return {
    async 'workflow.fireTimer'({ tenantId, instanceId, activityId, dueAt }, { jobId }) {
      const at = runtime.clock.now().toISOString();
      const command: FireFlowTimer = {
        type: 'FireFlowTimer',
        data: { activityId, dueAt, ids: Array.from({ length: idsPerStep }, () => runtime.ids.next()) },
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
      const outcome = await runtime.executor.execute(
        processInstanceDecider,
        { streamId: processInstanceStreamId(instanceId), command },
        metadata,
      );
      if (outcome.events.length > 0) await timers.scheduleFrom(outcome);
      else await timers.schedule(await waitingTimers(runtime, instanceId));
    },
  };
}

/** The timers an instance's stream says are set and not yet fired. */
async function waitingTimers(runtime: RuntimeServices, instanceId: string): Promise<DueFlowTimer[]> {
  const state = await stateOf(
    runtime.infrastructure.store,
    processInstanceDecider,
    processInstanceStreamId(instanceId),
  );
  if (state.status !== 'running') return [];
  return Object.entries(state.timers).map(([activityId, dueAt]) => ({
    tenantId: state.tenantId,
    instanceId,
    activityId,
    dueAt,
  }));
}
