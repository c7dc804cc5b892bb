import { platformTenantId } from '@infra/seed/platform-tenant.seed';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { stepOn, streamStepsDecider } from '@platform/commands/stream-steps.decider';
import type { EventStore } from '@platform/event-store/event-store.port';
import { seedMetadata } from '@platform/runtime/seed-records';
import { leaveProcessKey, leaveProcessXml } from '@services/workflow/leave/leave-process';
import { definitionVersionDecider } from '@services/workflow/manager/definition-version.decider';
import {
  definitionVersionId,
  definitionVersionStreamId,
} from '@services/workflow/manager/definition-version.stream';
import { flowDeploymentDecider } from '@services/workflow/manager/flow-deployment.decider';
import { flowDeploymentStreamId } from '@services/workflow/manager/flow-deployment.stream';

/** The seeded deployment and its one definition: fixed ids, so that a restart finds them. */
const deploymentId = '1123598816738679001';
const rowId = '1123598816738679002';
export const seededLeaveDefinitionId = `${leaveProcessKey}:1:${rowId}`;

/**
 * Deploys the leave process in the platform tenant at the first start, as version 1 of its key
 * (taken on the key's versions stream, as every deployment takes its version), in the 办公流程
 * category. Later starts find the deployment and leave it (and its state) alone.
 * Answers whether it deployed.
 */
export async function seedLeaveProcess(
  deps: { executor: CommandExecutor; store: EventStore },
  at = new Date(),
) {
  const streamId = flowDeploymentStreamId(deploymentId);
  if ((await deps.store.readStream(streamId)).revision >= 0n) return false;
  const time = at.toISOString();
  const definition = {
    rowId,
    processDefinitionId: seededLeaveDefinitionId,
    key: leaveProcessKey,
    name: '请假流程',
    version: 1,
    resourceName: 'leave.bpmn20.xml',
    xml: leaveProcessXml,
  };
  const metadata = { tenantId: platformTenantId, callerId: '0', at: time };
  const versionsStreamId = definitionVersionStreamId(definitionVersionId(platformTenantId, leaveProcessKey));
  await deps.executor.executeAll(
    streamStepsDecider,
    [
      stepOn(streamId, flowDeploymentDecider, {
        type: 'DeployProcessDefinitions',
        data: { id: deploymentId, category: 'flow_1', tenantIds: [], definitions: [definition] },
        metadata,
      }),
      stepOn(versionsStreamId, definitionVersionDecider, {
        type: 'TakeProcessDefinitionVersion',
        data: {
          key: leaveProcessKey,
          version: 1,
          processDefinitionId: seededLeaveDefinitionId,
          deploymentId,
        },
        metadata,
      }),
    ],
    seedMetadata(platformTenantId, 'leave-process', time),
  );
  return true;
}
