import type { ColumnType } from 'kysely';
import type { Int8, Timestamp } from '@infra/schema/column-types';

/**
 * A read-model table declared once, as values: its name and each column's SQL type. From the
 * declaration come both the Kysely table type (TableOf, joined into Database by the read model's
 * table file) and the row a projection writes (RowOf), so that neither is written by hand again.
 *
 *   export const moulds = readModelTable('prepaid_goods_mould', { id: column.int8, ... });
 *   declare module '@infra/schema/database' {
 *     interface Database { prepaid_goods_mould: TableOf<typeof moulds> }
 *   }
 *
 * The migration that creates the table stays as it was written: migrations are history.
 */
export interface Column<Kysely, Value> {
  readonly sqlType: string;
  /** False for a column the database computes (GENERATED ... STORED): projections never write it. */
  readonly written: boolean;
  /** Types only: what Kysely reads and writes, and what a projection's batch JSON carries. */
  readonly types?: { kysely: Kysely; value: Value };
}

const of = <Kysely, Value>(sqlType: string): Column<Kysely, Value> => ({ sqlType, written: true });

/** numeric(14, 2): read as text ("128.00") so that money never passes through a float. */
export type Money = ColumnType<string, string, string>;

export const column = {
  /** 64-bit integers (ids) are strings on the wire and in JSON. */
  int8: of<Int8, string>('bigint'),
  text: of<string, string>('text'),
  integer: of<number, number>('integer'),
  boolean: of<boolean, boolean>('boolean'),
  /** A calendar date, written as "2026-11-24"; drivers read it as local midnight, so select it as text. */
  date: of<ColumnType<Date, string, string>, string>('date'),
  timestamptz: of<Timestamp, string | Date>('timestamptz'),
  money: of<Money, string>('numeric'),
  /** Objects in, objects out: a batch carries them inside its JSON, not as text. */
  jsonb: <Value>() => of<ColumnType<Value, string, string>, Value>('jsonb'),
  nullable: <Kysely, Value>(inner: Column<Kysely, Value>): Column<Kysely | null, Value | null> => ({
    ...inner,
  }),
  /** Computed by the database from other columns: read, never written. */
  generated: <Read>(sqlType: string): Column<ColumnType<Read, never, never>, never> => ({
    sqlType,
    written: false,
  }),
};

/** Who made and last changed a record, and when; its status (1 normal). Every record has them. */
export const auditColumns = {
  create_user: column.nullable(column.int8),
  create_dept: column.nullable(column.int8),
  create_time: column.timestamptz,
  update_user: column.nullable(column.int8),
  update_time: column.timestamptz,
  status: column.integer,
};

type Columns = Record<string, Column<unknown, unknown>>;

export interface ReadModelTable<Name extends string = string, Of extends Columns = Columns> {
  readonly name: Name;
  readonly columns: Of;
}

export function readModelTable<Name extends string, Of extends Columns>(
  name: Name,
  columns: Of,
): ReadModelTable<Name, Of> {
  return { name, columns };
}

/** The Kysely table type, for Database. */
export type TableOf<Table extends ReadModelTable> = {
  [Key in keyof Table['columns']]: NonNullable<Table['columns'][Key]['types']>['kysely'];
};

type WrittenKeys<Of extends Columns> = {
  [Key in keyof Of]: NonNullable<Of[Key]['types']>['value'] extends never ? never : Key;
}[keyof Of];

/** A whole row as a projection writes it in a batch's JSON: every column but the generated ones. */
export type RowOf<Table extends ReadModelTable> = {
  [Key in WrittenKeys<Table['columns']>]: NonNullable<Table['columns'][Key]['types']>['value'];
};

/** The columns a projection writes, in declaration order. */
export function writtenColumns(table: ReadModelTable): string[] {
  return Object.entries(table.columns)
    .filter(([, spec]) => spec.written)
    .map(([name]) => name);
}
