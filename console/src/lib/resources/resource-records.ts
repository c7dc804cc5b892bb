import type { HttpClient } from '@console/lib/http/http-client';
import type { Query } from '@console/lib/http/query-string';
import type { ResourceMetadata } from '@console/lib/resources/resource-metadata';

/** A record as list and detail calls answer it (WIRE.md): camelCase fields, string ids. */
export type ResourceRecord = Record<string, unknown> & { id: string; hasChildren?: boolean };

/** The page object of WIRE.md. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** A generic tree node (WIRE.md "Generic tree nodes"). */
export interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  hasChildren: boolean;
  children?: TreeNode[];
}

/** The calls every registry resource answers, under its base path. */
export function resourceRecords(http: HttpClient, metadata: ResourceMetadata) {
  const { api } = metadata;
  return {
    page: (query: Query, path = metadata.listPath ?? 'list') =>
      http.get<Page<ResourceRecord>>(`${api}/${path}`, query),
    detail: (id: string) => http.get<ResourceRecord>(`${api}/detail`, { id }),
    submit: (record: Record<string, unknown>) => http.post<ResourceRecord>(`${api}/submit`, record),
    remove: (ids: readonly string[]) => http.post(`${api}/remove`, undefined, { query: { ids } }),
    tree: (query?: Query) => http.get<TreeNode[]>(`${api}/tree`, query),
    /** One level of records under parentId, each saying hasChildren. */
    lazyList: (parentId: string, query?: Query) =>
      http.get<ResourceRecord[]>(`${api}/lazy-list`, { ...query, parentId }),
    lazyTree: (parentId: string) => http.get<TreeNode[]>(`${api}/lazy-tree`, { parentId }),
  };
}

export type ResourceRecords = ReturnType<typeof resourceRecords>;
