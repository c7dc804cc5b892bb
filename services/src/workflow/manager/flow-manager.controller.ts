import { Controller } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller, Params } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import { parseWith } from '@platform/http/zod-validation';
import {
  FlowDefinitionQueries,
  flowDefinitionList,
} from '@projections/workflow/flow-definition/flow-definition.queries';
import { BpmnFiles, type BpmnUploadReader } from '@services/workflow/manager/bpmn-upload';
import { definitionRecord } from '@services/workflow/manager/flow-definition-records';
import { suspensionState } from '@services/workflow/manager/flow-deployment.events';
import { FlowDeploymentHandlers } from '@services/workflow/manager/flow-deployment.handlers';
import {
  type ChangeStateQuery,
  changeStateQuery,
  deploymentIdsQuery,
  deployUploadFields,
} from '@services/workflow/manager/flow-deployment.schemas';
import { processDefinition } from '@services/workflow/manager/flow-deployment.wire';

/** blade-flow/manager: the tenant's deployed process definitions. */
@ApiTags('blade-flow')
@Controller('blade-flow/manager')
export class FlowManagerController {
  constructor(
    private readonly definitions: FlowDefinitionQueries,
    private readonly handlers: FlowDeploymentHandlers,
  ) {}

  @Reads('list', 'flow_manager_view', 'Deployed definitions newest first; filters processKey, category')
  @Answers(pageOf(processDefinition))
  async list(@ListQuery(flowDefinitionList) list: ListRequest, @Caller() caller: RequestContext) {
    const page = await this.definitions.page(caller.tenantId, list);
    return { ...page, records: page.records.map(definitionRecord) };
  }

  @Writes(
    'change-state',
    'flow_manager_state',
    'Activate or suspend a definition (processId, state=active|suspend)',
  )
  @Answers(nothing)
  async changeState(
    @Params(changeStateQuery) { processId, state }: ChangeStateQuery,
    @Caller() caller: RequestContext,
  ) {
    const wanted = state === 'active' ? suspensionState.active : suspensionState.suspended;
    await this.handlers.changeState(processId, wanted, caller);
    return {};
  }

  @Writes(
    'deploy-upload',
    'flow_manager_upload',
    'Deploy .bpmn/.bpmn20.xml files (multipart: category, tenantIds, files)',
  )
  @ApiConsumes('multipart/form-data')
  @Answers(z.array(processDefinition))
  async deployUpload(@BpmnFiles() readUpload: BpmnUploadReader, @Caller() caller: RequestContext) {
    const { fields, files } = await readUpload();
    const { category, tenantIds } = parseWith(deployUploadFields, fields);
    const deploymentId = await this.handlers.deploy(files, category, tenantIds, caller);
    return (await this.definitions.ofDeployments(caller.tenantId, [deploymentId])).map(definitionRecord);
  }

  @Writes(
    'delete-deployment',
    'flow_manager_delete',
    'Delete deployments and their definitions, all or nothing',
  )
  @Answers(nothing)
  async deleteDeployment(
    @Params(deploymentIdsQuery) { deploymentIds }: { deploymentIds: string[] },
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.delete(deploymentIds, caller);
    return {};
  }
}
