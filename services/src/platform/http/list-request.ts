import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type FilterableFields,
  type FilterCondition,
  LIST_PARAMETERS,
  parseFilters,
  unknownFilterMsg,
} from '@platform/http/filters';
import { type PageQuery, pageQuery } from '@platform/http/paging';
import { parseSort, type SortOrder } from '@platform/http/sorting';
import { parseWith } from '@platform/http/zod-validation';

/** What a list call accepts besides paging (WIRE.md): its filters, its sort fields. */
export interface ListSpec {
  filterable: FilterableFields;
  /** Fields `ascs` and `descs` may name; a list without it keeps its one fixed order. */
  sortable?: readonly string[];
  /** Other parameters the endpoint reads itself (for example `parentId` of a lazy tree). */
  ignore?: readonly string[];
}

/** A list call's parameters, checked: every field name in it is a declared one. */
export interface ListRequest {
  paging: PageQuery;
  filters: FilterCondition[];
  sorts: SortOrder[];
}

export function parseListRequest(query: Readonly<Record<string, unknown>>, spec: ListSpec): ListRequest {
  return {
    paging: parseWith(pageQuery, query),
    filters: parseFilters(query, spec),
    sorts: spec.sortable ? parseSort(query, spec.sortable) : [],
  };
}

/**
 * The query of a list that reads its own parameters rather than filters (a date range, say):
 * paging, the other list parameters, and `shape`; any other parameter is refused as an unknown
 * filter is (WIRE.md), not ignored.
 */
export function ownListQuery<T extends z.ZodRawShape>(shape: T) {
  const listParameters = Object.fromEntries(LIST_PARAMETERS.map((name) => [name, z.unknown().optional()]));
  return z.strictObject(
    { ...listParameters, ...pageQuery.shape, ...shape },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFilterMsg(issue.keys[0]!) : undefined),
    },
  );
}

/** The list parameters of the query string: `page(@ListQuery(goodsList) list: ListRequest, ...)`. */
export const ListQuery = (spec: ListSpec): ParameterDecorator =>
  createParamDecorator((_: unknown, context: ExecutionContext) => {
    const { query } = context.switchToHttp().getRequest<FastifyRequest>();
    return parseListRequest((query ?? {}) as Record<string, unknown>, spec);
  })();
