import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import type { CommandOutcome } from '@platform/commands/command-executor';
import type { DomainEvent } from '@platform/commands/decider';
import type { JobQueue } from '@platform/jobs/jobs.port';
import type { FlowTimerScheduled } from '@services/workflow/instance/process-instance.events';

/** A timer of an instance, due at `dueAt` (ISO): its job waits until then. */
export interface DueFlowTimer {
  tenantId: string;
  instanceId: string;
  activityId: string;
  dueAt: string;
}

export type FlowTimerJobPayloads = { 'workflow.fireTimer': DueFlowTimer };

/** The queue the timers' jobs wait in: the process's jobs, typed by the timer's catalogue. */
export abstract class WorkflowJobs implements JobQueue<FlowTimerJobPayloads> {
  abstract enqueue: JobQueue<FlowTimerJobPayloads>['enqueue'];
}

/**
 * Hands the timers a write set to delayed jobs (BullMQ, or the in-process queue in the
 * database): they wait there, across restarts, until due, then fire the timer. A timer handed
 * over twice is one job (flowTimerJobCatalogue's idempotency key).
 */
@Injectable()
export class FlowTimers {
  constructor(
    private readonly jobs: WorkflowJobs,
    private readonly clock: Clock,
  ) {}

  async scheduleFrom(outcome: CommandOutcome<DomainEvent>): Promise<void> {
    const scheduled = outcome.events
      .flatMap((stream) => stream.events)
      .filter((event): event is FlowTimerScheduled => event.type === 'FlowTimerScheduled');
    await this.schedule(scheduled.map(({ data }) => data));
  }

  async schedule(timers: readonly DueFlowTimer[]): Promise<void> {
    for (const { tenantId, instanceId, activityId, dueAt } of timers) {
      const delayMs = Math.max(0, Date.parse(dueAt) - this.clock.now().getTime());
      await this.jobs.enqueue('workflow.fireTimer', { tenantId, instanceId, activityId, dueAt }, { delayMs });
    }
  }
}
