import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import type { CommandOutcome } from '@platform/commands/command-executor';
import type { DomainEvent } from '@platform/commands/decider';
import { WorkflowJobs } from '@services/workflow/instance/flow-timer.jobs';
import type { FlowTimerScheduled } from '@services/workflow/instance/process-instance.events';

/**
 * Hands the timers a write set to delayed jobs (BullMQ, or the in-process queue in the
 * database): they wait there, across restarts, until due, then fire the timer.
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
    for (const { data } of scheduled) {
      const delayMs = Math.max(0, Date.parse(data.dueAt) - this.clock.now().getTime());
      const { tenantId, instanceId, activityId, dueAt } = data;
      await this.jobs.enqueue('workflow.fireTimer', { tenantId, instanceId, activityId, dueAt }, { delayMs });
    }
  }
}
