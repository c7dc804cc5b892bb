import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { CallerGroupQueries } from '@projections/workflow/caller-groups/caller-groups.queries';
import { FlowDefinitionQueries } from '@projections/workflow/flow-definition/flow-definition.queries';
import { FlowTaskQueries } from '@projections/workflow/flow-task/flow-task.queries';
import { DefinitionEngines } from '@services/workflow/instance/definition-engines';
import type {
  ProcessInstanceCommand,
  StartProcessInstance,
} from '@services/workflow/instance/process-instance.commands';
import { processInstanceDecider } from '@services/workflow/instance/process-instance.decider';
import type { BusinessRecord, TaskFlag } from '@services/workflow/instance/process-instance.events';
import { processInstanceStreamId } from '@services/workflow/instance/process-instance.stream';
import { taskNotFound } from '@services/workflow/instance/process-instance.state';
import { definitionNotFound } from '@services/workflow/manager/flow-deployment.decider';
import { suspensionState } from '@services/workflow/manager/flow-deployment.events';

/** Ids enough for the rows one step opens in any model a person draws. */
const idsPerStep = 32;
const suspended = '流程已挂起,不能发起';

/**
 * The write side of process instances: each method gathers what the decider cannot see (the
 * definition's engine state, the caller's groups, fresh ids) and runs the decider.
 */
@Injectable()
export class ProcessInstanceHandlers {
  private readonly engines = new DefinitionEngines();

  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly definitions: FlowDefinitionQueries,
    private readonly tasks: FlowTaskQueries,
    private readonly groups: CallerGroupQueries,
  ) {}

  /**
   * The start command of an instance of a definition the caller's tenant sees and may start; the
   * caller runs it (alone, or with the business record it decides about).
   */
  async startCommand(
    processDefinitionId: string,
    business: BusinessRecord,
    variables: Record<string, unknown>,
    startUserName: string,
    context: RequestContext,
    at: Date,
  ): Promise<StartProcessInstance> {
    const definition = await this.definitions.findVisible(context.tenantId, processDefinitionId);
    if (!definition) throw new NotFoundError(definitionNotFound);
    if (definition.suspensionState !== suspensionState.active) throw new RefusedError(suspended);
    const engine = await this.engines.of(definition.id, definition.xml, definition.key);
    return {
      type: 'StartProcessInstance',
      data: {
        id: this.ids.next(),
        definition: {
          processDefinitionId: definition.id,
          processDefinitionKey: definition.key,
          processDefinitionName: definition.name,
          processDefinitionVersion: definition.version,
          category: definition.category,
        },
        business,
        startUserName,
        variables: { ...variables, applyUser: context.userId },
        engine,
        ids: this.freshIds(),
      },
      metadata: commandMetadata(context, at),
    };
  }

  async claim(taskId: string, context: RequestContext): Promise<void> {
    const instanceId = await this.instanceOf(context, taskId);
    const callerGroups = await this.groups.of(context.tenantId, context.roleIds);
    await this.run(instanceId, { type: 'ClaimFlowTask', data: { taskId, callerGroups } }, context);
  }

  async complete(
    taskId: string,
    decision: { flag: TaskFlag; comment: string; variables: Record<string, unknown> },
    context: RequestContext,
  ): Promise<void> {
    const instanceId = await this.instanceOf(context, taskId);
    const callerGroups = await this.groups.of(context.tenantId, context.roleIds);
    const data = { taskId, callerGroups, ...decision, ids: this.freshIds() };
    await this.run(instanceId, { type: 'CompleteFlowTask', data }, context);
  }

  async delete(instanceId: string, reason: string, context: RequestContext): Promise<void> {
    await this.run(instanceId, { type: 'DeleteProcessInstance', data: { reason } }, context);
  }

  private async run(
    instanceId: string,
    command: Omit<ProcessInstanceCommand, 'metadata'>,
    context: RequestContext,
  ): Promise<void> {
    const at = this.clock.now();
    const target = {
      streamId: processInstanceStreamId(instanceId),
      command: { ...command, metadata: commandMetadata(context, at) } as ProcessInstanceCommand,
    };
    await this.executor.execute(processInstanceDecider, target, eventMetadataFrom(context, at));
  }

  private async instanceOf(context: RequestContext, taskId: string): Promise<string> {
    const task = await this.tasks.find(context.tenantId, taskId);
    if (!task) throw new NotFoundError(taskNotFound);
    return String(task.processInstanceId);
  }

  private freshIds(): string[] {
    return Array.from({ length: idsPerStep }, () => this.ids.next());
  }
}
