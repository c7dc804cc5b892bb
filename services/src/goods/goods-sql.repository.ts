import { type RawBuilder, sql, type SqlBool } from 'kysely';
import type { FilterCondition, FilterOp } from '@platform/http/filters';

/**
 * The one translation of parsed list filters to SQL for the goods tables: field names arrive
 * already checked against a declared list, and each maps to its column here.
 */
export function filterConditions(
  filters: readonly FilterCondition[],
  columns: Readonly<Record<string, string>>,
): RawBuilder<SqlBool> {
  const conditions = filters.map(({ field, op, value }) => {
    const column = sql.ref(columns[field]!);
    if (op === 'contains') return sql<SqlBool>`${column} ILIKE ${`%${escapeLike(String(value))}%`}`;
    return sql<SqlBool>`${column} ${sql.raw(comparison[op])} ${value}`;
  });
  return conditions.length > 0 ? sql<SqlBool>`(${sql.join(conditions, sql` AND `)})` : sql<SqlBool>`true`;
}

const comparison: Record<Exclude<FilterOp, 'contains'>, string> = {
  '=': '=',
  '>=': '>=',
  '<=': '<=',
  '>': '>',
  '<': '<',
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The audit columns every record answers with (WIRE.md). */
export const auditColumns = [
  'create_user as createUser',
  'create_dept as createDept',
  'create_time as createTime',
  'update_user as updateUser',
  'update_time as updateTime',
  'status',
] as const;
