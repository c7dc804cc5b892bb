import { type SelectQueryBuilder, sql } from 'kysely';
import type { FilterCondition } from '@platform/http/filters';

/**
 * Applies parsed list filters (WIRE.md) to a query. Field names come only from the caller's
 * declared filterable map, never from the request, and become snake_case column references.
 */
export function whereFilters<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  filters: readonly FilterCondition[],
  columnOf: (field: string) => string = snakeCase,
): SelectQueryBuilder<DB, TB, O> {
  let filtered = query;
  for (const { field, op, value } of filters) {
    const column = sql.ref(columnOf(field));
    filtered =
      op === 'contains'
        ? filtered.where(sql<boolean>`${column} ILIKE ${`%${String(value).replace(/[\\%_]/g, '\\$&')}%`}`)
        : filtered.where(sql<boolean>`${column} ${sql.raw(op)} ${value}`);
  }
  return filtered;
}

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
