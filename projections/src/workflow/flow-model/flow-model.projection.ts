import { assertNever } from '@platform/lang/assert-never';
import type { Projection } from '@projections/runner/projection';
import { actedPatch, createdStamp } from '@projections/support/audit-stamps';
import type { RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeWrites } from '@projections/support/row-changes';
import { flowModelTable } from '@projections/workflow/flow-model/flow-model.table';
import type { FlowModelEvent, ModelContent } from '@services/workflow/model/flow-model.events';

type ModelRow = RowOf<typeof flowModelTable>;

/** The process model read model: one row per model not removed. */
export const flowModelProjection: Projection = {
  name: 'flow-model-read-model',
  handles: ['FlowModelCreated', 'FlowModelUpdated', 'FlowModelDeployed', 'FlowModelRemoved'] satisfies Array<
    FlowModelEvent['type']
  >,
  tables: [flowModelTable.name],
  ...rowChangeWrites(flowModelTable, changeOf),
};

function changeOf(event: FlowModelEvent): RowChange<ModelRow> {
  switch (event.type) {
    case 'FlowModelCreated': {
      const { data } = event;
      const row: ModelRow = {
        id: data.id,
        tenant_id: data.tenantId,
        ...contentColumns(data),
        version: 0,
        ...createdStamp(data),
        status: 1,
      };
      return { kind: 'row', row };
    }
    case 'FlowModelUpdated':
      return actedPatch<ModelRow>(contentColumns(event.data), event.data);
    case 'FlowModelDeployed':
      return actedPatch<ModelRow>({ version: event.data.version }, event.data);
    case 'FlowModelRemoved':
      return { kind: 'removed' };
    default:
      return assertNever(event);
  }
}

function contentColumns(content: ModelContent) {
  return {
    model_key: content.modelKey,
    name: content.name,
    description: content.description,
    xml: content.xml,
  } satisfies Partial<ModelRow>;
}
