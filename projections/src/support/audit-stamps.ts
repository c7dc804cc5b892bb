import type { RowChange } from '@projections/support/row-changes';

/**
 * The audit columns of event-sourced records (goods, moulds, audit configurations, orders,
 * deposits, ...), as their events stamp them: the creation names who made the record, every later
 * event who acted.
 */
interface Created {
  createUser: string;
  createDept: string;
  createTime: string;
}
interface Acted {
  by: string;
  at: string;
}
interface AuditedRow {
  update_user: string | null;
  update_time: string | Date;
}

/** A new record's audit columns: made and last changed by its creator, at its creation. */
export function createdStamp({ createUser, createDept, createTime }: Created) {
  return {
    create_user: createUser,
    create_dept: createDept,
    create_time: createTime,
    update_user: createUser,
    update_time: createTime,
  };
}

/**
 * A new record's audit columns when its creation names only who acted: the bank, a consumer-side
 * intake or an operator acting outside any department.
 */
export function actedCreationStamp({ by, at }: Acted) {
  return createdStamp({ createUser: by, createDept: '0', createTime: at });
}

/**
 * A patch of some columns of a record, stamped with who last changed it and when. Assigned, since
 * every patch of every projection is made here (CONTRIBUTING.md, "Object literals on hot paths").
 */
export function actedPatch<Row extends AuditedRow>(columns: Partial<Row>, acted: Acted): RowChange<Row> {
  const stamp = { update_user: acted.by, update_time: acted.at } as Partial<Row>;
  return { kind: 'patch', patch: Object.assign({}, columns, stamp) };
}
