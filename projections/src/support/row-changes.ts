import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { StoredEvent } from '@platform/event-store/event-store.port';
import { assertNever } from '@platform/lang/assert-never';
import type { Projection } from '@projections/runner/projection';
import { type ReadModelTable, writtenColumns } from '@projections/support/read-model-table';

/**
 * What a batch does to one row, folded in memory before anything is written: a whole new row,
 * a patch of some columns, or its removal.
 */
export type RowChange<Row> =
  { kind: 'row'; row: Row } | { kind: 'patch'; patch: Partial<Row> } | { kind: 'removed' };

/**
 * Folds `next` onto what the batch already did to the row. A removal is final: the deciders
 * refuse every later command of a removed aggregate.
 */
export function mergeChange<Row>(previous: RowChange<Row> | undefined, next: RowChange<Row>): RowChange<Row> {
  if (previous === undefined || next.kind !== 'patch') return next;
  switch (previous.kind) {
    case 'row':
      return { kind: 'row', row: { ...previous.row, ...next.patch } };
    case 'patch':
      return { kind: 'patch', patch: { ...previous.patch, ...next.patch } };
    case 'removed':
      return previous;
    default:
      return assertNever(previous);
  }
}

/** Folds a batch per row: each event, keyed by its `data.id`, onto the row's earlier changes. */
export function changesPerRow<Event extends { type: string; data: { id: string } }, Row>(
  events: readonly StoredEvent[],
  changeOf: (event: Event) => RowChange<Row>,
): Map<string, RowChange<Row>> {
  const changes = new Map<string, RowChange<Row>>();
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as Event;
    changes.set(event.data.id, mergeChange(changes.get(event.data.id), changeOf(event)));
  }
  return changes;
}

/**
 * A projection's `apply` and `writesOf` (runner/projection.ts) for a table written by folding a
 * batch per row: so the runner sends the batch and its checkpoint's move as one statement.
 */
export function rowChangeWrites<Event extends { type: string; data: { id: string } }, Row>(
  table: ReadModelTable,
  changeOf: (event: Event) => RowChange<Row>,
): Pick<Projection, 'apply' | 'writesOf'> {
  return {
    apply: (trx, events) => writeRowChanges(trx, table, changesPerRow(events, changeOf)),
    writesOf: (events, when) => rowChangeStatements(table, changesPerRow(events, changeOf), when),
  };
}

/**
 * Writes a batch's folded changes with at most three statements: a multi-row upsert of new rows,
 * one UPDATE merging the patches into their rows (no row is read first), and one delete. Every
 * change sets values rather than adding to them, so replaying a batch changes nothing.
 */
export async function writeRowChanges<Row>(
  trx: Transaction<Database>,
  table: ReadModelTable,
  changes: ReadonlyMap<string, RowChange<Row>>,
): Promise<void> {
  for (const statement of rowChangeStatements(table, changes)) await statement.execute(trx);
}

/**
 * The parts of a table's row-change statements that depend on the table only, as SQL built once
 * per table: a projection writes a batch several times a second, and building these identifiers
 * afresh each time was most of the statements' cost to the process.
 */
interface TableWrites {
  target: RawBuilder<unknown>;
  /** Every written column, quoted, in declaration order. */
  columns: RawBuilder<unknown>;
  /** The same, read from the jsonb_to_recordset alias `r`. */
  fromRows: RawBuilder<unknown>;
  /** The record shape jsonb_to_recordset reads a row as. */
  shape: RawBuilder<unknown>;
  /** `column = excluded.column` for every changeable column. */
  updates: RawBuilder<unknown>;
  /** The changeable columns, quoted, and the same read from the merged record `m`. */
  changeable: RawBuilder<unknown>;
  fromMerged: RawBuilder<unknown>;
}

const tableWrites = new WeakMap<ReadModelTable, TableWrites>();

function writesOfTable(table: ReadModelTable): TableWrites {
  let writes = tableWrites.get(table);
  if (writes) return writes;
  const columns = writtenColumns(table);
  // Never the key, the owner or the creation: later events cannot change them.
  const changeable = columns.filter(
    (column) => !['id', 'tenant_id'].includes(column) && !column.startsWith('create_'),
  );
  const quoted = (names: string[], alias = '') =>
    sql.raw(names.map((name) => `${alias}"${name}"`).join(', '));
  writes = {
    target: sql.table(table.name),
    columns: quoted(columns),
    fromRows: quoted(columns, 'r.'),
    shape: sql.raw(columns.map((column) => `${column} ${table.columns[column]!.sqlType}`).join(', ')),
    updates: sql.raw(changeable.map((column) => `${column} = excluded.${column}`).join(', ')),
    changeable: quoted(changeable),
    fromMerged: quoted(changeable, 'm.'),
  };
  tableWrites.set(table, writes);
  return writes;
}

/**
 * The statements of writeRowChanges, each writing only where `when` holds. They touch distinct
 * rows (a row has one folded change), so they may also run side by side as the data-modifying
 * parts of one statement, where none sees another's writes.
 */
export function rowChangeStatements<Row>(
  table: ReadModelTable,
  changes: ReadonlyMap<string, RowChange<Row>>,
  when: RawBuilder<unknown> = sql`true`,
): RawBuilder<unknown>[] {
  const rows: Row[] = [];
  const patches: Array<{ id: string; patch: Partial<Row> }> = [];
  const removals: string[] = [];
  for (const [id, change] of changes) {
    if (change.kind === 'row') rows.push(change.row);
    else if (change.kind === 'patch') patches.push({ id, patch: change.patch });
    else removals.push(id);
  }
  const { target, columns, fromRows, shape, updates, changeable, fromMerged } = writesOfTable(table);
  const statements: RawBuilder<unknown>[] = [];
  if (rows.length > 0) {
    statements.push(sql`
      INSERT INTO ${target} (${columns})
      SELECT ${fromRows}
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${shape})
       WHERE ${when}
      ON CONFLICT (id) DO UPDATE SET ${updates}`);
  }
  if (patches.length > 0) {
    // jsonb_populate_record keeps the row's own value for every column the patch does not name.
    // The ids are named again as an array: the planner takes jsonb_to_recordset for 100 rows and,
    // on a table of some thousands, would join it by reading the whole table for every batch;
    // `id = ANY` tells it how few rows are patched, so it reaches them through the key.
    const ids = patches.map((patch) => patch.id);
    statements.push(sql`
      UPDATE ${target} AS t
         SET (${changeable}) = (SELECT ${fromMerged} FROM jsonb_populate_record(t, p.patch) AS m)
        FROM jsonb_to_recordset(${JSON.stringify(patches)}::jsonb) AS p(id bigint, patch jsonb)
       WHERE t.id = ANY(${ids}::bigint[]) AND t.id = p.id AND ${when}`);
  }
  if (removals.length > 0) {
    statements.push(sql`DELETE FROM ${target} WHERE id = ANY(${removals}::bigint[]) AND ${when}`);
  }
  return statements;
}
