import type { Projection } from '@projections/runner/projection';
import { actedCreationStamp } from '@projections/support/audit-stamps';
import type { RowOf } from '@projections/support/read-model-table';
import { flowActivityTable } from '@projections/workflow/flow-activity/flow-activity.table';
import { type KeyedChanges, keyedRowChangeWrites } from '@projections/support/keyed-row-changes';
import type { ProcessInstanceEvent } from '@services/workflow/instance/process-instance.events';

type ActivityRow = RowOf<typeof flowActivityTable>;
type Handled = Extract<ProcessInstanceEvent, { type: (typeof handles)[number] }>;

const handles = ['FlowActivityStarted', 'FlowActivityEnded'] as const;

/** The activity history behind history-flow-list and the diagram's done and active nodes. */
export const flowActivityProjection: Projection = {
  name: 'flow-activity-read-model',
  handles,
  tables: [flowActivityTable.name],
  ...keyedRowChangeWrites(flowActivityTable, changesOf),
};

function changesOf(event: Handled): KeyedChanges<ActivityRow> {
  const { rowId } = event.data;
  if (event.type === 'FlowActivityStarted') {
    const { data } = event;
    const row: ActivityRow = {
      id: rowId,
      tenant_id: data.tenantId,
      process_instance_id: data.instanceId,
      activity_id: data.activityId,
      activity_name: data.name,
      activity_type: data.type,
      start_time: data.at,
      end_time: null,
      assignee: null,
      comment: null,
      // The engine entered it, not a person: no creator.
      ...actedCreationStamp({ by: '0', at: data.at }),
      create_user: null,
      update_user: null,
      status: 1,
    };
    return [[rowId, { kind: 'row', row }]];
  }
  const { at, assignee, comment } = event.data;
  return [[rowId, { kind: 'patch', patch: { end_time: at, assignee, comment, update_time: at } }]];
}
