import { type OrderByModifiers, type RawBuilder, type SelectQueryBuilder, sql, type SqlBool } from 'kysely';
import type { FilterCondition, FilterOp } from '@platform/http/filters';
import type { SortOrder } from '@platform/http/sorting';
import { snakeCase } from '@platform/lang/snake-case';

/**
 * The one translation of a list call's parsed filters and sorts to SQL. Field names reach it
 * already checked against a declared list (list-request.ts), and become column references
 * through `columnOf` (snake_case by default); values are always bound parameters.
 */
export type ColumnOf = (field: string) => string;

/** Every filter as one condition ANDed together; `true` when there is none. */
export function matchesFilters(
  filters: readonly FilterCondition[],
  columnOf: ColumnOf = snakeCase,
): RawBuilder<SqlBool> {
  const conditions = filters.map(({ field, op, value }) => {
    const column = sql.ref(columnOf(field));
    if (op === 'contains') return sql<SqlBool>`${column} ILIKE ${`%${escapeLike(String(value))}%`}`;
    return sql<SqlBool>`${column} ${sql.raw(comparisons[op])} ${value}`;
  });
  return conditions.length > 0 ? sql<SqlBool>`(${sql.join(conditions, sql` AND `)})` : sql<SqlBool>`true`;
}

/** The caller's sort orders, else `fallback`; the caller ends the order on a unique column. */
export function sortedBy<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sorts: readonly SortOrder[],
  fallback: readonly SortOrder[] = [],
  columnOf: ColumnOf = snakeCase,
): SelectQueryBuilder<DB, TB, O> {
  let ordered = query;
  for (const { field, direction } of sorts.length > 0 ? sorts : fallback)
    ordered = ordered.orderBy(sql.ref(columnOf(field)), direction satisfies OrderByModifiers);
  return ordered;
}

const comparisons: Record<Exclude<FilterOp, 'contains'>, string> = {
  '=': '=',
  '>=': '>=',
  '<=': '<=',
  '>': '>',
  '<': '<',
};

/** `contains` is a literal substring: LIKE's own % and _ (and the escape) are escaped. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
