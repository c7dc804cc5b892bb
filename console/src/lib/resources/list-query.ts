import { site } from '@console/config/site';
import type { Query } from '@console/lib/http/query-string';
import { createTimeFilters, type DateRange, wholeRange } from '@console/lib/resources/date-range';

export interface SortChoice {
  field: string;
  direction: 'ascending' | 'descending';
}

/** What the user asked a list for: the search form, the page and the order. */
export interface ListQuery {
  filters: Readonly<Record<string, string>>;
  range: DateRange;
  current: number;
  size: number;
  sort?: SortChoice;
}

export const initialListQuery: ListQuery = {
  filters: {},
  range: wholeRange,
  current: 1,
  size: site.defaultPageSize,
};

/**
 * The list call's parameters (WIRE.md): current and size, the filled filters under their bare
 * names (text contains, the rest equal), the creation-date range, and ascs or descs.
 */
export function toRequestQuery(query: ListQuery, fixed: Query = {}): Query {
  const filters = Object.fromEntries(
    Object.entries(query.filters)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  const order = query.sort
    ? { [query.sort.direction === 'ascending' ? 'ascs' : 'descs']: query.sort.field }
    : {};
  return {
    ...fixed,
    ...filters,
    ...createTimeFilters(query.range),
    ...order,
    current: query.current,
    size: query.size,
  };
}

/** Whether the user narrowed the list: tree screens then show the matching records flat. */
export function isFiltered(query: ListQuery): boolean {
  return (
    Object.values(query.filters).some((value) => value.trim() !== '') ||
    query.range.start !== '' ||
    query.range.end !== ''
  );
}
