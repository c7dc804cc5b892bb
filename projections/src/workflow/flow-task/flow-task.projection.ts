import type { Projection } from '@projections/runner/projection';
import { actedCreationStamp } from '@projections/support/audit-stamps';
import type { RowOf } from '@projections/support/read-model-table';
import { flowTaskTable } from '@projections/workflow/flow-task/flow-task.table';
import { type KeyedChanges, keyedRowChangeWrites } from '@projections/support/keyed-row-changes';
import type { ProcessInstanceEvent } from '@services/workflow/instance/process-instance.events';

type TaskRow = RowOf<typeof flowTaskTable>;
type Handled = Extract<ProcessInstanceEvent, { type: (typeof handles)[number] }>;

const handles = ['FlowTaskCreated', 'FlowTaskClaimed', 'FlowTaskCompleted', 'FlowTaskCancelled'] as const;

/** The task read model behind claim-list, todo-list and done-list. */
export const flowTaskProjection: Projection = {
  name: 'flow-task-read-model',
  handles,
  tables: [flowTaskTable.name],
  ...keyedRowChangeWrites(flowTaskTable, changesOf),
};

function changesOf(event: Handled): KeyedChanges<TaskRow> {
  const { taskId } = event.data;
  switch (event.type) {
    case 'FlowTaskCreated': {
      const { data } = event;
      const row: TaskRow = {
        id: taskId,
        tenant_id: data.tenantId,
        process_instance_id: data.instanceId,
        task_name: data.name,
        task_definition_key: data.activityId,
        candidate_users: data.candidateUsers,
        candidate_groups: data.candidateGroups,
        assignee: data.assignee,
        claim_time: null,
        end_time: null,
        completed_by: null,
        comment: null,
        flag: null,
        task_status: data.assignee ? 'todo' : 'claim',
        // The engine opened it, not a person: no creator.
        ...actedCreationStamp({ by: '0', at: data.at }),
        create_user: null,
        update_user: null,
        status: 1,
      };
      return [[taskId, { kind: 'row', row }]];
    }
    case 'FlowTaskClaimed': {
      const { assignee, at } = event.data;
      return [
        [
          taskId,
          {
            kind: 'patch',
            patch: { assignee, claim_time: at, task_status: 'todo', update_user: assignee, update_time: at },
          },
        ],
      ];
    }
    case 'FlowTaskCompleted': {
      const { by, at, comment, flag } = event.data;
      const patch = {
        end_time: at,
        completed_by: by,
        comment,
        flag,
        task_status: 'done',
        update_user: by,
        update_time: at,
      };
      return [[taskId, { kind: 'patch', patch }]];
    }
    case 'FlowTaskCancelled':
      return [[taskId, { kind: 'removed' }]];
  }
}
