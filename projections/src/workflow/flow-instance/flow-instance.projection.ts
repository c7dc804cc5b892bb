import type { Projection } from '@projections/runner/projection';
import { actedPatch, createdStamp } from '@projections/support/audit-stamps';
import type { RowOf } from '@projections/support/read-model-table';
import { flowInstanceTable } from '@projections/workflow/flow-instance/flow-instance.table';
import { type KeyedChanges, keyedRowChangeWrites } from '@projections/support/keyed-row-changes';
import type { ProcessInstanceEvent } from '@services/workflow/instance/process-instance.events';

type InstanceRow = RowOf<typeof flowInstanceTable>;
type Handled = Extract<ProcessInstanceEvent, { type: (typeof handles)[number] }>;

const handles = ['ProcessInstanceStarted', 'ProcessInstanceEnded', 'ProcessInstanceDeleted'] as const;

/** The process instance read model (follow/list, send-list): one row per instance. */
export const flowInstanceProjection: Projection = {
  name: 'flow-instance-read-model',
  handles,
  tables: [flowInstanceTable.name],
  ...keyedRowChangeWrites(flowInstanceTable, changesOf),
};

function changesOf(event: Handled): KeyedChanges<InstanceRow> {
  const { instanceId } = event.data;
  switch (event.type) {
    case 'ProcessInstanceStarted': {
      const { data } = event;
      const row: InstanceRow = {
        id: instanceId,
        tenant_id: data.tenantId,
        process_definition_id: data.processDefinitionId,
        process_definition_key: data.processDefinitionKey,
        process_definition_name: data.processDefinitionName,
        process_definition_version: data.processDefinitionVersion,
        category: data.category,
        business_table: data.businessTable,
        business_id: data.businessId,
        start_user: data.startUser,
        start_user_name: data.startUserName,
        start_time: data.startTime,
        end_time: null,
        flow_status: 'running',
        delete_reason: null,
        ...createdStamp({ createUser: data.startUser, createDept: '0', createTime: data.startTime }),
        status: 1,
      };
      return [[instanceId, { kind: 'row', row }]];
    }
    case 'ProcessInstanceEnded':
      return [
        [
          instanceId,
          {
            kind: 'patch',
            patch: { end_time: event.data.at, flow_status: 'finished', update_time: event.data.at },
          },
        ],
      ];
    case 'ProcessInstanceDeleted': {
      const { at, reason } = event.data;
      return [
        [
          instanceId,
          actedPatch<InstanceRow>(
            { end_time: at, flow_status: 'deleted', delete_reason: reason },
            event.data,
          ),
        ],
      ];
    }
  }
}
