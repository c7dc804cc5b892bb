import { workflowMigrations } from '@infra/migrations/workflow/workflow.migrations';
import { aggregate } from '@platform/contexts/aggregate';
import { type BoundedContext, contextJobs } from '@platform/contexts/bounded-context';
import { flowActivityProjection } from '@projections/workflow/flow-activity/flow-activity.projection';
import { flowDefinitionProjection } from '@projections/workflow/flow-definition/flow-definition.projection';
import { flowInstanceProjection } from '@projections/workflow/flow-instance/flow-instance.projection';
import { flowModelProjection } from '@projections/workflow/flow-model/flow-model.projection';
import { flowTaskProjection } from '@projections/workflow/flow-task/flow-task.projection';
import { leaveProjection } from '@projections/workflow/leave/leave.projection';
import { flowTimerJobCatalogue, flowTimerJobHandlers } from '@services/workflow/instance/flow-timer.jobs';
import { processInstanceDecider } from '@services/workflow/instance/process-instance.decider';
import { processInstanceStreamId } from '@services/workflow/instance/process-instance.stream';
import { seedLeaveProcess } from '@services/workflow/leave/leave-process.seed';
import { leaveDecider } from '@services/workflow/leave/leave.decider';
import { leaveStreamId } from '@services/workflow/leave/leave.stream';
import { definitionVersionDecider } from '@services/workflow/manager/definition-version.decider';
import { definitionVersionStreamId } from '@services/workflow/manager/definition-version.stream';
import { flowDeploymentDecider } from '@services/workflow/manager/flow-deployment.decider';
import { flowDeploymentStreamId } from '@services/workflow/manager/flow-deployment.stream';
import { flowModelDecider } from '@services/workflow/model/flow-model.decider';
import { flowModelStreamId } from '@services/workflow/model/flow-model.stream';
import { WorkflowModule } from '@services/workflow/workflow.module';
import { workflowReferences } from '@services/workflow/workflow.references';

/** blade-flow: BPMN models, deployments, instances run on bpmn-engine, tasks; the leave process. */
export const workflowContext: BoundedContext = {
  name: 'workflow',
  module: WorkflowModule,
  references: workflowReferences,
  aggregates: [
    aggregate('flowModel', flowModelStreamId, flowModelDecider),
    aggregate('flowDeployment', flowDeploymentStreamId, flowDeploymentDecider),
    aggregate('flowDefinitionVersion', definitionVersionStreamId, definitionVersionDecider),
    aggregate('processInstance', processInstanceStreamId, processInstanceDecider),
    aggregate('leave', leaveStreamId, leaveDecider),
  ],
  projections: [
    flowModelProjection,
    flowDefinitionProjection,
    flowInstanceProjection,
    flowTaskProjection,
    flowActivityProjection,
    leaveProjection,
  ],
  jobs: contextJobs({ catalogue: flowTimerJobCatalogue, handlers: flowTimerJobHandlers }),
  migrations: workflowMigrations,
  async start(runtime, log) {
    const deps = { executor: runtime.executor, store: runtime.infrastructure.store };
    if (await seedLeaveProcess(deps)) log.info('workflow: the leave process is deployed in tenant 000000');
  },
};
