import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { runOnEach } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { FlowDefinitionQueries } from '@projections/workflow/flow-definition/flow-definition.queries';
import { readBpmn } from '@services/workflow/engine/bpmn-model';
import {
  definitionNotFound,
  flowDeploymentDecider,
} from '@services/workflow/manager/flow-deployment.decider';
import type { DeployedDefinition, SuspensionState } from '@services/workflow/manager/flow-deployment.events';
import { flowDeploymentStreamId } from '@services/workflow/manager/flow-deployment.stream';

/** A BPMN file to deploy: its name (the definitions' resourceName) and its XML. */
export interface BpmnResource {
  resourceName: string;
  xml: string;
}

/**
 * The write side of deployments. Every file is parsed before anything is written, so one
 * invalid file refuses the whole deployment with the parser's message.
 */
@Injectable()
export class FlowDeploymentHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly definitions: FlowDefinitionQueries,
  ) {}

  /** Answers the new deployment's id; each process of each file becomes the next version of its key. */
  async deploy(
    resources: readonly BpmnResource[],
    category: string,
    tenantIds: readonly string[],
    context: RequestContext,
  ): Promise<string> {
    const parsed = await Promise.all(
      resources.map(async (resource) => ({ resource, processes: await readBpmn(resource.xml) })),
    );
    const deployed: DeployedDefinition[] = [];
    const nextVersions = new Map<string, number>();
    for (const { resource, processes } of parsed)
      for (const process of processes) {
        const version =
          (nextVersions.get(process.key) ??
            (await this.definitions.latestVersion(context.tenantId, process.key))) + 1;
        nextVersions.set(process.key, version);
        const rowId = this.ids.next();
        deployed.push({
          rowId,
          processDefinitionId: `${process.key}:${version}:${rowId}`,
          key: process.key,
          name: process.name,
          version,
          resourceName: resource.resourceName,
          xml: resource.xml,
        });
      }
    const id = this.ids.next();
    const at = this.clock.now();
    const command = {
      type: 'DeployProcessDefinitions' as const,
      data: { id, category, tenantIds: [...tenantIds], definitions: deployed },
      metadata: commandMetadata(context, at),
    };
    await this.executor.execute(
      flowDeploymentDecider,
      { streamId: flowDeploymentStreamId(id), command },
      eventMetadataFrom(context, at),
    );
    return id;
  }

  /** manager/change-state: a suspended definition starts nothing. */
  async changeState(
    processDefinitionId: string,
    state: SuspensionState,
    context: RequestContext,
  ): Promise<void> {
    const definition = await this.definitions.findOwn(context.tenantId, processDefinitionId);
    if (!definition) throw new NotFoundError(definitionNotFound);
    const at = this.clock.now();
    const command = {
      type: 'ChangeProcessDefinitionState' as const,
      data: { rowId: String(definition.rowId), suspensionState: state },
      metadata: commandMetadata(context, at),
    };
    const streamId = flowDeploymentStreamId(String(definition.deploymentId));
    await this.executor.execute(flowDeploymentDecider, { streamId, command }, eventMetadataFrom(context, at));
  }

  /** manager/delete-deployment: all or nothing. Instances already started run on. */
  async delete(deploymentIds: readonly string[], context: RequestContext): Promise<void> {
    const on = {
      executor: this.executor,
      decider: flowDeploymentDecider,
      streamIdOf: flowDeploymentStreamId,
    };
    await runOnEach(on, deploymentIds, 'DeleteFlowDeployment', () => ({}), context, this.clock.now());
  }
}
