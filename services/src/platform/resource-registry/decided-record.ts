import type { FieldKind } from '@platform/resource-registry/resource-field';
import type { Resource } from '@platform/resource-registry/define-resource';
import type { ResourceRecord } from '@platform/resource-registry/resource.events';
import { toWireRecord, type WireRecord } from '@platform/resource-registry/resource.repository';

/** Each kind's value as its column gives it back: ids as decimal text, times as Dates. */
const asColumnGives: Record<FieldKind, (value: unknown) => unknown> = {
  text: String,
  longText: String,
  code: String,
  integer: Number,
  reference: String,
  datetime: (value) => new Date(String(value)),
};

/**
 * A record as a detail read of its row would answer it, made from the record its event carries:
 * the row the projection writes (resource-projection.ts), with each value as its column gives it
 * back. A submit answers this once the read models hold the write, rather than reading the row.
 */
export function decidedRecordAnswer(resource: Resource, record: ResourceRecord): WireRecord {
  const row: Record<string, unknown> = {
    id: record.id,
    ...(resource.scope === 'tenant' ? { tenant_id: record.tenantId } : {}),
    create_user: idOrNull(record.createUser),
    create_dept: idOrNull(record.createDept),
    create_time: new Date(record.createTime),
    update_user: idOrNull(record.updateUser),
    update_time: new Date(record.updateTime),
    status: record.status,
  };
  for (const [name, field] of Object.entries(resource.fields)) {
    const value = record[name];
    row[field.column] = value === undefined || value === null ? null : asColumnGives[field.kind](value);
  }
  return toWireRecord(row);
}

function idOrNull(id: string | null | undefined): string | null {
  return id === undefined || id === null ? null : String(id);
}
