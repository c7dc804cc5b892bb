import { sql } from 'kysely';
import type { StoredEvent } from '@platform/event-store/event-store.port';
import type { Resource } from '@platform/resource-registry/define-resource';
import type { ResourceRecord } from '@platform/resource-registry/resource.events';
import type { FieldKind } from '@platform/resource-registry/resource-field';
import type { Projection } from '@projections/runner/projection';

/** The columns every record table has, with the SQL types jsonb_to_recordset reads them as. */
const auditColumns: Array<[field: keyof ResourceRecord & string, column: string, type: string]> = [
  ['id', 'id', 'bigint'],
  ['tenantId', 'tenant_id', 'text'],
  ['createUser', 'create_user', 'bigint'],
  ['createDept', 'create_dept', 'bigint'],
  ['createTime', 'create_time', 'timestamptz'],
  ['updateUser', 'update_user', 'bigint'],
  ['updateTime', 'update_time', 'timestamptz'],
  ['status', 'status', 'integer'],
];

const sqlTypeOf: Record<FieldKind, string> = {
  text: 'text',
  longText: 'text',
  code: 'text',
  integer: 'integer',
  reference: 'bigint',
  datetime: 'timestamptz',
};

/**
 * The read model of a plain record: one row per present record. A batch is folded per id in
 * memory (the last snapshot wins, a removal deletes), then written with one multi-row upsert
 * and one delete, whatever the batch size. Events carry whole records, so replays are idempotent.
 */
export function resourceProjection(resource: Resource): Projection {
  const columns = [
    ...auditColumns
      .filter(([field]) => resource.scope === 'tenant' || field !== 'tenantId')
      .map(([field, column, type]) => ({ field, column, type })),
    ...Object.entries(resource.fields).map(([field, definition]) => ({
      field,
      column: definition.column,
      type: sqlTypeOf[definition.kind],
    })),
  ];
  const columnList = sql.join(columns.map(({ column }) => sql.ref(column)));
  const recordsetShape = sql.raw(columns.map(({ column, type }) => `${column} ${type}`).join(', '));
  const updates = sql.raw(
    columns
      .filter(({ column }) => column !== 'id')
      .map(({ column }) => `${column} = excluded.${column}`)
      .join(', '),
  );

  return {
    name: `${resource.name}-read-model`,
    handles: [resource.events.created, resource.events.updated, resource.events.removed],
    tables: [resource.table],

    async apply(trx, events) {
      const { upserts, removals } = latestPerRecord(resource, events);
      if (upserts.length > 0) {
        const rows = upserts.map((record) =>
          Object.fromEntries(columns.map(({ field, column }) => [column, record[field] ?? null])),
        );
        await sql`
          INSERT INTO ${sql.table(resource.table)} (${columnList})
          SELECT ${columnList} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${recordsetShape})
          ON CONFLICT (id) DO UPDATE SET ${updates}`.execute(trx);
      }
      if (removals.length > 0) {
        await sql`DELETE FROM ${sql.table(resource.table)} WHERE id = ANY(${removals}::bigint[])`.execute(
          trx,
        );
      }
    },
  };
}

function latestPerRecord(resource: Resource, events: readonly StoredEvent[]) {
  const latest = new Map<string, ResourceRecord | 'removed'>();
  for (const event of events) {
    const data = event.data as ResourceRecord;
    latest.set(data.id, event.type === resource.events.removed ? 'removed' : data);
  }
  const upserts: ResourceRecord[] = [];
  const removals: string[] = [];
  for (const [id, state] of latest) {
    if (state === 'removed') removals.push(id);
    else upserts.push(state);
  }
  return { upserts, removals };
}
