import { assertNever } from '@platform/lang/assert-never';
import type { Projection } from '@projections/runner/projection';
import { actedPatch } from '@projections/support/audit-stamps';
import type { RowOf } from '@projections/support/read-model-table';
import { flowDefinitionTable } from '@projections/workflow/flow-definition/flow-definition.table';
import { type KeyedChanges, keyedRowChangeWrites } from '@projections/support/keyed-row-changes';
import { type FlowDeploymentEvent, suspensionState } from '@services/workflow/manager/flow-deployment.events';

type DefinitionRow = RowOf<typeof flowDefinitionTable>;

/**
 * The process definition read model: one row per deployed definition. A deleted deployment's
 * rows are marked, not removed, so that the instances started on them can still be drawn.
 */
export const flowDefinitionProjection: Projection = {
  name: 'flow-definition-read-model',
  handles: [
    'ProcessDefinitionsDeployed',
    'ProcessDefinitionStateChanged',
    'FlowDeploymentDeleted',
  ] satisfies Array<FlowDeploymentEvent['type']>,
  tables: [flowDefinitionTable.name],
  ...keyedRowChangeWrites(flowDefinitionTable, changesOf),
};

function changesOf(event: FlowDeploymentEvent): KeyedChanges<DefinitionRow> {
  switch (event.type) {
    case 'ProcessDefinitionsDeployed': {
      const { data } = event;
      return data.definitions.map((definition) => {
        const row: DefinitionRow = {
          id: definition.rowId,
          tenant_id: data.tenantId,
          process_definition_id: definition.processDefinitionId,
          process_key: definition.key,
          name: definition.name,
          category: data.category,
          version: definition.version,
          deployment_id: data.id,
          deployment_time: data.deploymentTime,
          suspension_state: suspensionState.active,
          resource_name: definition.resourceName,
          tenant_ids: data.visibleTenants.join(','),
          visible_tenants: data.visibleTenants,
          xml: definition.xml,
          deleted_time: null,
          create_user: data.by,
          create_dept: null,
          create_time: data.deploymentTime,
          update_user: data.by,
          update_time: data.deploymentTime,
          status: 1,
        };
        return [definition.rowId, { kind: 'row', row }] as const;
      });
    }
    case 'ProcessDefinitionStateChanged':
      return [
        [
          event.data.rowId,
          actedPatch<DefinitionRow>({ suspension_state: event.data.suspensionState }, event.data),
        ],
      ];
    case 'FlowDeploymentDeleted':
      return event.data.rowIds.map(
        (rowId) => [rowId, actedPatch<DefinitionRow>({ deleted_time: event.data.at }, event.data)] as const,
      );
    default:
      return assertNever(event);
  }
}
