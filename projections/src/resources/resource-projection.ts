import type { Resource } from '@platform/resource-registry/define-resource';
import type { ResourceRecord } from '@platform/resource-registry/resource.events';
import type { FieldKind } from '@platform/resource-registry/resource-field';
import type { Projection } from '@projections/runner/projection';
import { auditColumns, type Column, column, readModelTable } from '@projections/support/read-model-table';
import { type RowChange, rowChangeWrites } from '@projections/support/row-changes';

const columnOf: Record<FieldKind, Column<unknown, unknown>> = {
  text: column.text,
  longText: column.text,
  code: column.text,
  integer: column.integer,
  reference: column.int8,
  datetime: column.timestamptz,
};

type RecordEvent = { type: string; data: ResourceRecord };
type RecordRow = Record<string, unknown>;

/**
 * The read model of a plain record: one row per present record. Events carry whole records, so
 * a batch keeps each record's last snapshot (a removal deletes it) and a replay changes nothing.
 */
export function resourceProjection(resource: Resource): Projection {
  const fields = Object.entries(resource.fields);
  const table = readModelTable(resource.table, {
    id: column.int8,
    ...(resource.scope === 'tenant' ? { tenant_id: column.text } : {}),
    ...auditColumns,
    ...Object.fromEntries(fields.map(([, field]) => [field.column, columnOf[field.kind]])),
  });
  const rowOf = (record: ResourceRecord): RecordRow => ({
    id: record.id,
    ...(resource.scope === 'tenant' ? { tenant_id: record.tenantId } : {}),
    create_user: record.createUser,
    create_dept: record.createDept,
    create_time: record.createTime,
    update_user: record.updateUser,
    update_time: record.updateTime,
    status: record.status,
    ...Object.fromEntries(fields.map(([name, field]) => [field.column, record[name] ?? null])),
  });
  const changeOf = (event: RecordEvent): RowChange<RecordRow> =>
    event.type === resource.events.removed ? { kind: 'removed' } : { kind: 'row', row: rowOf(event.data) };

  return {
    name: `${resource.name}-read-model`,
    handles: [resource.events.created, resource.events.updated, resource.events.removed],
    tables: [resource.table],
    ...rowChangeWrites(table, changeOf),
  };
}
