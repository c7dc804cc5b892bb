import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { runOnEach } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { FlowModelQueries } from '@projections/workflow/flow-model/flow-model.queries';
import { readBpmn } from '@services/workflow/engine/bpmn-model';
import { FlowDeploymentHandlers } from '@services/workflow/manager/flow-deployment.handlers';
import type { FlowModelCommand } from '@services/workflow/model/flow-model.commands';
import { flowModelDecider, modelNotFound } from '@services/workflow/model/flow-model.decider';
import type { FlowModelForm, ModelDeployForm } from '@services/workflow/model/flow-model.schemas';
import { flowModelStreamId } from '@services/workflow/model/flow-model.stream';

type CommandData<Type extends FlowModelCommand['type']> = Extract<FlowModelCommand, { type: Type }>['data'];

/** The write side of process models: the XML is parsed before a model is written. */
@Injectable()
export class FlowModelHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly models: FlowModelQueries,
    private readonly deployments: FlowDeploymentHandlers,
  ) {}

  /** Answers the id of the model created or updated. */
  async submit(form: FlowModelForm, context: RequestContext): Promise<string> {
    await readBpmn(form.xml);
    const content = {
      modelKey: form.modelKey,
      name: form.name,
      description: form.description,
      xml: form.xml,
    };
    if (form.id !== undefined) {
      await this.run([form.id], 'UpdateFlowModel', () => content, context);
      return form.id;
    }
    const id = this.ids.next();
    await this.run(
      [id],
      'CreateFlowModel',
      () => ({ id, ...content, createDept: context.deptId || '0' }),
      context,
    );
    return id;
  }

  async remove(ids: readonly string[], context: RequestContext): Promise<void> {
    await this.run(ids, 'RemoveFlowModel', () => ({}), context);
  }

  /** model/deploy: the model's XML deployed as a new version; answers the deployment's id. */
  async deploy(form: ModelDeployForm, context: RequestContext): Promise<string> {
    const model = await this.models.findWithXml(context.tenantId, form.modelId);
    if (!model) throw new NotFoundError(modelNotFound);
    const resource = { resourceName: `${model.modelKey}.bpmn20.xml`, xml: model.xml };
    const deploymentId = await this.deployments.deploy([resource], form.category, form.tenantIds, context);
    await this.run([form.modelId], 'RecordFlowModelDeployment', () => ({ deploymentId }), context);
    return deploymentId;
  }

  private run<Type extends FlowModelCommand['type']>(
    ids: readonly string[],
    type: Type,
    dataFor: (id: string) => CommandData<Type>,
    context: RequestContext,
  ): Promise<void> {
    const on = { executor: this.executor, decider: flowModelDecider, streamIdOf: flowModelStreamId };
    return runOnEach(on, ids, type, dataFor, context, this.clock.now());
  }
}
