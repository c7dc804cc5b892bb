import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { Caller, QueryParams } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { flowActivity, modelView } from '@services/workflow/diagram/flow-activity.wire';
import { FlowDiagrams, flowReaders } from '@services/workflow/diagram/flow-diagrams';
import { processInstanceQuery } from '@services/workflow/follow/flow-follow.schemas';

const modelViewQuery = z
  .object({
    processInstanceId: z.string().trim().optional(),
    processDefinitionId: z.string().trim().optional(),
  })
  .refine((query) => query.processInstanceId || query.processDefinitionId, '请选择流程实例或流程定义');

/** blade-flow/process: what the diagram dialog shows of a definition or an instance. */
@ApiTags('blade-flow')
@Controller('blade-flow/process')
export class FlowProcessController {
  constructor(private readonly diagrams: FlowDiagrams) {}

  @Reads('model-view', flowReaders, "A definition's or an instance's XML, with the instance's history")
  @Answers(modelView)
  async modelView(
    @QueryParams(modelViewQuery) query: { processInstanceId?: string; processDefinitionId?: string },
    @Caller() caller: RequestContext,
  ) {
    const view = query.processInstanceId
      ? await this.diagrams.ofInstance(caller.tenantId, query.processInstanceId)
      : await this.diagrams.ofDefinition(caller.tenantId, query.processDefinitionId!);
    if (!view) throw new NotFoundError('流程不存在');
    return view;
  }

  @Reads(
    'history-flow-list',
    flowReaders,
    "An instance's nodes in the order entered: done with an end time, else active",
  )
  @Answers(z.array(flowActivity))
  historyFlowList(
    @QueryParams(processInstanceQuery) { processInstanceId }: { processInstanceId: string },
    @Caller() caller: RequestContext,
  ) {
    return this.diagrams.history(caller.tenantId, processInstanceId);
  }
}
