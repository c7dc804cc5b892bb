import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAsOne } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { stepOn } from '@platform/commands/stream-steps.decider';
import type { RequestContext } from '@platform/context/request-context';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { UserNameQueries } from '@projections/workflow/user-names/user-names.queries';
import { ProcessInstanceHandlers } from '@services/workflow/instance/process-instance.handlers';
import { processInstanceDecider } from '@services/workflow/instance/process-instance.decider';
import { processInstanceStreamId } from '@services/workflow/instance/process-instance.stream';
import { leaveDays } from '@services/workflow/leave/leave-days';
import type { LeaveCommand } from '@services/workflow/leave/leave.commands';
import { leaveBusinessTable } from '@services/workflow/leave/leave.events';
import { leaveDecider } from '@services/workflow/leave/leave.decider';
import type { StartLeaveForm } from '@services/workflow/leave/leave.schemas';
import { leaveStreamId } from '@services/workflow/leave/leave.stream';

/** leave/start-process: the request and its instance are written together, or neither is. */
@Injectable()
export class LeaveHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly names: UserNameQueries,
    private readonly instances: ProcessInstanceHandlers,
  ) {}

  async start(form: StartLeaveForm, context: RequestContext) {
    const at = this.clock.now();
    const id = this.ids.next();
    const days = leaveDays(form.startTime, form.endTime);
    const applyUserName = await this.names.of(context.tenantId, context.userId, context.account);
    const business = { businessTable: leaveBusinessTable, businessId: id };
    const variables = {
      days,
      leaveType: form.leaveType,
      ...(form.taskUser ? { taskUser: form.taskUser } : {}),
    };
    const start = await this.instances.startCommand(
      form.processDefinitionId,
      business,
      variables,
      applyUserName,
      context,
      at,
    );
    const processInstanceId = start.data.id;
    const request: LeaveCommand = {
      type: 'RequestLeave',
      data: {
        id,
        processDefinitionId: form.processDefinitionId,
        processInstanceId,
        applyUserName,
        leaveType: form.leaveType,
        startTime: form.startTime.toISOString(),
        endTime: form.endTime.toISOString(),
        days,
        reason: form.reason,
      },
      metadata: commandMetadata(context, at),
    };
    const targets = [
      stepOn(leaveStreamId(id), leaveDecider, request),
      stepOn(processInstanceStreamId(processInstanceId), processInstanceDecider, start),
    ];
    await executeAsOne(this.executor, targets, context, at);
    return { businessId: id, processInstanceId };
  }
}
