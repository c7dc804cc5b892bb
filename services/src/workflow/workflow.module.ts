import { Module } from '@nestjs/common';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { ownerReads, tenantReads } from '@platform/runtime/read-model-providers';
import { CallerGroupQueries } from '@projections/workflow/caller-groups/caller-groups.queries';
import { FlowActivityQueries } from '@projections/workflow/flow-activity/flow-activity.queries';
import { FlowDefinitionQueries } from '@projections/workflow/flow-definition/flow-definition.queries';
import { FlowInstanceQueries } from '@projections/workflow/flow-instance/flow-instance.queries';
import { FlowModelQueries } from '@projections/workflow/flow-model/flow-model.queries';
import { FlowTaskQueries } from '@projections/workflow/flow-task/flow-task.queries';
import { LeaveQueries } from '@projections/workflow/leave/leave.queries';
import { UserNameQueries } from '@projections/workflow/user-names/user-names.queries';
import { FlowDiagrams } from '@services/workflow/diagram/flow-diagrams';
import { FlowProcessController } from '@services/workflow/diagram/flow-process.controller';
import { FlowFollowController } from '@services/workflow/follow/flow-follow.controller';
import { FlowTimers, WorkflowJobs } from '@services/workflow/instance/flow-timers';
import { ProcessInstanceHandlers } from '@services/workflow/instance/process-instance.handlers';
import { LeaveController } from '@services/workflow/leave/leave.controller';
import { LeaveHandlers } from '@services/workflow/leave/leave.handlers';
import { DefinitionVersions } from '@services/workflow/manager/definition-versions';
import { FlowDeploymentHandlers } from '@services/workflow/manager/flow-deployment.handlers';
import { FlowManagerController } from '@services/workflow/manager/flow-manager.controller';
import { FlowModelController } from '@services/workflow/model/flow-model.controller';
import { FlowModelHandlers } from '@services/workflow/model/flow-model.handlers';
import { FlowWorkController } from '@services/workflow/task-lists/flow-work.controller';

/** blade-flow (models, deployments, instances, tasks) and the leave process of blade-desk. */
@Module({
  controllers: [
    FlowModelController,
    FlowManagerController,
    FlowFollowController,
    FlowProcessController,
    FlowWorkController,
    LeaveController,
  ],
  providers: [
    tenantReads(FlowModelQueries),
    // A definition shared with other tenants (tenantIds) is read by them: row security would
    // hide it, so these reads filter the tenant themselves (flow-definition.queries.ts).
    ownerReads(FlowDefinitionQueries),
    tenantReads(FlowInstanceQueries),
    tenantReads(FlowTaskQueries),
    tenantReads(FlowActivityQueries),
    tenantReads(LeaveQueries),
    tenantReads(CallerGroupQueries),
    tenantReads(UserNameQueries),
    { provide: WorkflowJobs, useFactory: (runtime: Runtime) => runtime.jobs, inject: [RUNTIME] },
    FlowTimers,
    FlowDiagrams,
    FlowModelHandlers,
    DefinitionVersions,
    FlowDeploymentHandlers,
    ProcessInstanceHandlers,
    LeaveHandlers,
  ],
})
export class WorkflowModule {}
