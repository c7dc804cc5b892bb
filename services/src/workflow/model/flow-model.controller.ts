import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import { FlowDefinitionQueries } from '@projections/workflow/flow-definition/flow-definition.queries';
import { FlowModelQueries, flowModelList } from '@projections/workflow/flow-model/flow-model.queries';
import { definitionRecord } from '@services/workflow/manager/flow-definition-records';
import { processDefinition } from '@services/workflow/manager/flow-deployment.wire';
import { modelNotFound } from '@services/workflow/model/flow-model.decider';
import { FlowModelHandlers } from '@services/workflow/model/flow-model.handlers';
import {
  type FlowModelForm,
  flowModelForm,
  modelDeployForm,
  type ModelDeployForm,
  modelIdQuery,
  modelIdsQuery,
} from '@services/workflow/model/flow-model.schemas';
import { flowModel, flowModelDetail } from '@services/workflow/model/flow-model.wire';

/** blade-flow/model: BPMN process models, edited in the modeler and deployed as new versions. */
@ApiTags('blade-flow')
@Controller('blade-flow/model')
export class FlowModelController {
  constructor(
    private readonly models: FlowModelQueries,
    private readonly definitions: FlowDefinitionQueries,
    private readonly handlers: FlowModelHandlers,
  ) {}

  @Reads('list', 'flow_model_view', 'Models newest first; filters modelKey, name')
  @Answers(pageOf(flowModel))
  list(@ListQuery(flowModelList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.models.page(caller.tenantId, list);
  }

  @Reads('detail', 'flow_model_view', 'One model with its BPMN XML')
  @Answers(flowModelDetail)
  detail(@QueryParams(modelIdQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Writes(
    'submit',
    ['flow_model_add', 'flow_model_edit'],
    'Create (no id) or update a model; the XML must parse as BPMN',
  )
  @Answers(flowModelDetail)
  async submit(@BodyParams(flowModelForm) form: FlowModelForm, @Caller() caller: RequestContext) {
    return this.found(caller, await this.handlers.submit(form, caller));
  }

  @Writes('remove', 'flow_model_delete', 'Remove models, all or nothing')
  @Answers(nothing)
  async remove(@Params(modelIdsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.remove(ids, caller);
    return {};
  }

  @Writes(
    'deploy',
    'flow_model_deploy',
    "Deploy a model's XML as a new version (modelId, category, tenantIds)",
  )
  @Answers(processDefinition)
  async deploy(@Params(modelDeployForm) form: ModelDeployForm, @Caller() caller: RequestContext) {
    const deploymentId = await this.handlers.deploy(form, caller);
    const [definition] = await this.definitions.ofDeployments(caller.tenantId, [deploymentId]);
    return definitionRecord(definition!);
  }

  private async found(caller: RequestContext, id: string) {
    const model = await this.models.findWithXml(caller.tenantId, id);
    if (!model) throw new NotFoundError(modelNotFound);
    return model;
  }
}
