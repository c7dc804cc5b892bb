import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller, Params } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import {
  FlowInstanceQueries,
  flowInstanceList,
} from '@projections/workflow/flow-instance/flow-instance.queries';
import { type DeleteInstanceForm, deleteInstanceForm } from '@services/workflow/follow/flow-follow.schemas';
import { flowInstance, type FlowInstance } from '@services/workflow/follow/flow-instance.wire';
import { ProcessInstanceHandlers } from '@services/workflow/instance/process-instance.handlers';

/** blade-flow/follow: every instance of the tenant, running and finished, for administrators. */
@ApiTags('blade-flow')
@Controller('blade-flow/follow')
export class FlowFollowController {
  constructor(
    private readonly instances: FlowInstanceQueries,
    private readonly handlers: ProcessInstanceHandlers,
  ) {}

  @Reads('list', 'flow_follow_view', 'Instances newest first; filters processDefinitionKey, businessId')
  @Answers(pageOf(flowInstance))
  async list(@ListQuery(flowInstanceList) list: ListRequest, @Caller() caller: RequestContext) {
    const page = await this.instances.page(caller.tenantId, list);
    return { ...page, records: page.records.map(({ id: _id, ...row }) => row as FlowInstance) };
  }

  @Writes('delete-process-instance', 'flow_follow_delete', 'Delete a running instance, with the reason')
  @Answers(nothing)
  async deleteProcessInstance(
    @Params(deleteInstanceForm) { processInstanceId, deleteReason }: DeleteInstanceForm,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.delete(processInstanceId, deleteReason, caller);
    return {};
  }
}
