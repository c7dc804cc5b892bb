import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAsOne, runOnEach } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { type CommandMetadata, commandMetadata } from '@platform/commands/command-metadata';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { stepOn } from '@platform/commands/stream-steps.decider';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { FlowDefinitionQueries } from '@projections/workflow/flow-definition/flow-definition.queries';
import { type DeclaredProcess, readBpmn } from '@services/workflow/engine/bpmn-model';
import {
  definitionVersionDecider,
  VersionTakenError,
} from '@services/workflow/manager/definition-version.decider';
import {
  definitionVersionId,
  definitionVersionStreamId,
} from '@services/workflow/manager/definition-version.stream';
import { DefinitionVersions } from '@services/workflow/manager/definition-versions';
import {
  definitionNotFound,
  flowDeploymentDecider,
} from '@services/workflow/manager/flow-deployment.decider';
import type { DeployedDefinition, SuspensionState } from '@services/workflow/manager/flow-deployment.events';
import { flowDeploymentStreamId } from '@services/workflow/manager/flow-deployment.stream';

/** How many times a deployment counts its versions again after others took them first. */
const versionAttempts = 10;

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
    private readonly versions: DefinitionVersions,
  ) {}

  /**
   * Answers the new deployment's id; each process of each file becomes the next version of its
   * key. The versions are taken on each key's versions stream in the same write as the
   * deployment: when a simultaneous deployment of a key took a version first, they are counted
   * again, so two deployments never share a version nor leave one out.
   */
  async deploy(
    resources: readonly BpmnResource[],
    category: string,
    tenantIds: readonly string[],
    context: RequestContext,
  ): Promise<string> {
    const parsed = await Promise.all(
      resources.map(async (resource) => ({ resource, processes: await readBpmn(resource.xml) })),
    );
    const id = this.ids.next();
    for (let attempt = 1; ; attempt++) {
      const definitions = await this.versioned(parsed, context.tenantId);
      const at = this.clock.now();
      const metadata = commandMetadata(context, at);
      const deployment = stepOn(flowDeploymentStreamId(id), flowDeploymentDecider, {
        type: 'DeployProcessDefinitions',
        data: { id, category, tenantIds: [...tenantIds], definitions },
        metadata,
      });
      try {
        await executeAsOne(
          this.executor,
          [deployment, ...definitions.map((definition) => versionStep(definition, id, metadata))],
          context,
          at,
        );
        return id;
      } catch (error) {
        if (!(error instanceof VersionTakenError) || attempt >= versionAttempts) throw error;
      }
    }
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

  /** The definitions of the files, each numbered from its key's last version. */
  private async versioned(
    parsed: ReadonlyArray<{ resource: BpmnResource; processes: DeclaredProcess[] }>,
    tenantId: string,
  ): Promise<DeployedDefinition[]> {
    const latest = new Map<string, number>();
    const deployed: DeployedDefinition[] = [];
    for (const { resource, processes } of parsed)
      for (const process of processes) {
        const version = (latest.get(process.key) ?? (await this.versions.latest(tenantId, process.key))) + 1;
        latest.set(process.key, version);
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
    return deployed;
  }
}

/** The version a definition takes on its key's versions stream. */
function versionStep(definition: DeployedDefinition, deploymentId: string, metadata: CommandMetadata) {
  const { key, version, processDefinitionId } = definition;
  return stepOn(
    definitionVersionStreamId(definitionVersionId(metadata.tenantId, key)),
    definitionVersionDecider,
    {
      type: 'TakeProcessDefinitionVersion',
      data: { key, version, processDefinitionId, deploymentId },
      metadata,
    },
  );
}
