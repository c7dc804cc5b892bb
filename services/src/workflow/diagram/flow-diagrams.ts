import { Injectable } from '@nestjs/common';
import type { Rights } from '@platform/http/routes';
import { FlowActivityQueries } from '@projections/workflow/flow-activity/flow-activity.queries';
import { FlowDefinitionQueries } from '@projections/workflow/flow-definition/flow-definition.queries';
import { FlowInstanceQueries } from '@projections/workflow/flow-instance/flow-instance.queries';
import type { FlowActivity, ModelView } from '@services/workflow/diagram/flow-activity.wire';

/** Whoever sees a list that shows instances may open their diagram and history. */
export const flowReaders: Rights = [
  'flow_follow_view',
  'flow_manager_view',
  'work_start_view',
  'work_claim_view',
  'work_todo_view',
  'work_send_view',
  'work_done_view',
];

/** The diagram dialog's reads: a model's XML and an instance's activity history. */
@Injectable()
export class FlowDiagrams {
  constructor(
    private readonly definitions: FlowDefinitionQueries,
    private readonly instances: FlowInstanceQueries,
    private readonly activities: FlowActivityQueries,
  ) {}

  async ofDefinition(tenantId: string, processDefinitionId: string): Promise<ModelView | undefined> {
    const definition = await this.definitions.findVisible(tenantId, processDefinitionId);
    return definition && { xml: definition.xml, flow: [] };
  }

  async ofInstance(tenantId: string, processInstanceId: string): Promise<ModelView | undefined> {
    const instance = await this.instances.findRecord(tenantId, processInstanceId);
    if (!instance) return undefined;
    const definition = await this.definitions.findStartedOn(tenantId, instance.processDefinitionId);
    if (!definition) return undefined;
    return { xml: definition.xml, flow: await this.history(tenantId, processInstanceId) };
  }

  async history(tenantId: string, processInstanceId: string): Promise<FlowActivity[]> {
    const rows = await this.activities.ofInstance(tenantId, processInstanceId);
    return rows.map((row) => ({ ...row, assigneeName: row.assigneeName ?? '' }));
  }
}
