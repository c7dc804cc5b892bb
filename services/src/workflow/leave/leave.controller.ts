import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { BodyParams, Caller, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { LeaveQueries } from '@projections/workflow/leave/leave.queries';
import { FlowDiagrams, flowReaders } from '@services/workflow/diagram/flow-diagrams';
import { LeaveHandlers } from '@services/workflow/leave/leave.handlers';
import { businessIdQuery, type StartLeaveForm, startLeaveForm } from '@services/workflow/leave/leave.schemas';
import { type LeaveDetail, leaveDetail, startedLeave } from '@services/workflow/leave/leave.wire';

/** blade-desk/process/leave: the leave process's request and its detail. */
@ApiTags('blade-desk')
@Controller('blade-desk/process/leave')
export class LeaveController {
  constructor(
    private readonly leaves: LeaveQueries,
    private readonly diagrams: FlowDiagrams,
    private readonly handlers: LeaveHandlers,
  ) {}

  @Writes(
    'start-process',
    'work_start_start',
    'Request a leave and start its process; the server counts the days',
  )
  @Answers(startedLeave)
  startProcess(@BodyParams(startLeaveForm) form: StartLeaveForm, @Caller() caller: RequestContext) {
    return this.handlers.start(form, caller);
  }

  @Reads('detail', flowReaders, 'A leave request with its process history, by businessId')
  @Answers(leaveDetail)
  async detail(
    @QueryParams(businessIdQuery) { businessId }: { businessId: string },
    @Caller() caller: RequestContext,
  ) {
    const leave = await this.leaves.find(caller.tenantId, businessId);
    if (!leave) throw new NotFoundError('请假申请不存在');
    const flow = await this.diagrams.history(caller.tenantId, String(leave.processInstanceId));
    return { ...leave, status: leave.status as LeaveDetail['status'], flow };
  }
}
