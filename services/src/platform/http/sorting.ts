import { ValidationError } from '@platform/errors/domain-errors';

export interface SortOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * `ascs` and `descs` (comma-joined field names) into sort orders, ascending ones first, checked
 * against the resource's sortable fields so that no client-chosen name ever reaches SQL.
 */
export function parseSort(
  query: Readonly<Record<string, unknown>>,
  sortable: readonly string[],
): SortOrder[] {
  return [
    ...fieldsOf(query.ascs, 'ascs', sortable).map((field) => ({ field, direction: 'asc' as const })),
    ...fieldsOf(query.descs, 'descs', sortable).map((field) => ({ field, direction: 'desc' as const })),
  ];
}

function fieldsOf(raw: unknown, param: string, sortable: readonly string[]): string[] {
  if (raw === undefined) return [];
  const values = Array.isArray(raw) ? raw : [raw];
  const fields = values.flatMap((value) => {
    if (typeof value !== 'string') throw new ValidationError(`排序参数格式不正确: ${param}`, param);
    return value.split(',').map((field) => field.trim());
  });
  return fields
    .filter((field) => field !== '')
    .map((field) => {
      if (!sortable.includes(field)) throw new ValidationError(`不支持的排序字段: ${field}`, param);
      return field;
    });
}
