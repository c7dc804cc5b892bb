import type { RowChange } from '@projections/support/row-changes';

/** Who acted and when, as every goods event after a creation carries it. */
interface Acted {
  by: string;
  at: string;
}

/** A patch of some columns of a record, stamped with who last changed it and when. */
export function actedPatch<Row extends { update_user: string | null; update_time: string | Date }>(
  columns: Partial<Row>,
  acted: Acted,
): RowChange<Row> {
  const stamp = { update_user: acted.by, update_time: acted.at } as Partial<Row>;
  return { kind: 'patch', patch: { ...columns, ...stamp } };
}
