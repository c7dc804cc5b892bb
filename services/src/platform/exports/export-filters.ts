import type { FilterCondition } from '@platform/http/filters';

/** A list's filter as a job's payload keeps it: JSON, so a date travels as its ISO text. */
export type StoredFilter = Omit<FilterCondition, 'value'> & { value: string | number; date?: true };

/** The filters of the list an export was asked from, for its job's payload. */
export function storedFilters(filters: readonly FilterCondition[]): StoredFilter[] {
  return filters.map(({ value, ...filter }) =>
    value instanceof Date ? { ...filter, value: value.toISOString(), date: true } : { ...filter, value },
  );
}

/** The filters again as the list's queries take them. */
export function revivedFilters(stored: readonly StoredFilter[]): FilterCondition[] {
  return stored.map(({ date, value, ...filter }) => ({ ...filter, value: date ? new Date(value) : value }));
}
