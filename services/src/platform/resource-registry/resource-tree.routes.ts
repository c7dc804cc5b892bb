import { ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type FilterCondition, parseFilters } from '@platform/http/filters';
import { pageQuery } from '@platform/http/paging';
import { parseSort } from '@platform/http/sorting';
import { parseWith } from '@platform/http/zod-validation';
import { nestForest } from '@platform/lang/forest';
import type { Resource, ResourceTree, TreeAction } from '@platform/resource-registry/define-resource';
import type { TreeNode } from '@platform/http/wire-shapes';
import { parentIdSchema, topLevelId } from '@platform/resource-registry/resource-field';
import {
  filterableFieldsOf,
  type ResourceRepository,
  sortableFieldsOf,
  type TreeRecord,
} from '@platform/resource-registry/resource.repository';

export interface TreeRoute {
  method: 'get';
  summary: string;
  documentation: MethodDecorator[];
  /**
   * Whether any tenant may call it, not only the platform, for a platform resource: every
   * tenant's screens read the platform-wide system dictionaries.
   */
  everyTenant?: boolean;
  handle(records: ResourceRepository, request: FastifyRequest, tenantId: string): Promise<unknown>;
}

const parentQuery = z.object({ parentId: parentIdSchema });
const dictionaryQuery = z.object({
  code: z.string({ error: '请输入字典编号' }).trim().min(1, '请输入字典编号'),
});
const pagingDocs = [
  ApiQuery({ name: 'current', required: false, type: Number }),
  ApiQuery({ name: 'size', required: false, type: Number }),
];
const parentDoc = ApiQuery({ name: 'parentId', required: false, description: '"0" (default): top level' });

/**
 * The reads of a tree resource. Whole trees and single levels (`lazy-*`) are unpaged arrays, as
 * BladeX answers them; `child-list` and `parent-list` are paged and filtered like `list`, since
 * a dictionary may have many items. `child-list` without parentId lists the top level.
 */
export function treeRoutes(resource: Resource, tree: ResourceTree): Record<TreeAction, TreeRoute> {
  const filterable = filterableFieldsOf(resource);
  const sortable = sortableFieldsOf(resource);
  const title = resource.title.zh;

  function pageUnder(
    records: ResourceRepository,
    request: FastifyRequest,
    tenantId: string,
    parentId: string,
  ) {
    const query = request.query as Record<string, unknown>;
    const filters = parseFilters(query, { filterable, ignore: ['parentId'] });
    const under: FilterCondition = { field: tree.parentField, op: '=', value: parentId };
    const paging = parseWith(pageQuery, query);
    return records.page(resource, tenantId, paging, [...filters, under], parseSort(query, sortable));
  }

  return {
    tree: {
      method: 'get',
      summary: `${title}: 树形结构`,
      documentation: [],
      handle: async (records, _, tenantId) => nest(tree, await records.treeRecords(resource, tenantId)),
    },
    'lazy-tree': {
      method: 'get',
      summary: `${title}: 懒加载树(一层)`,
      documentation: [parentDoc],
      handle: async (records, request, tenantId) => {
        const { parentId } = parseWith(parentQuery, request.query);
        const level = await records.treeRecords(resource, tenantId, parentId);
        return level.map((record) => nodeOf(tree, record));
      },
    },
    'lazy-list': {
      method: 'get',
      summary: `${title}: 懒加载列表(一层)`,
      documentation: [parentDoc],
      handle: (records, request, tenantId) =>
        records.treeRecords(resource, tenantId, parseWith(parentQuery, request.query).parentId),
    },
    'child-list': {
      method: 'get',
      summary: `${title}: 子项分页`,
      documentation: [parentDoc, ...pagingDocs],
      handle: (records, request, tenantId) =>
        pageUnder(records, request, tenantId, parseWith(parentQuery, request.query).parentId),
    },
    'parent-list': {
      method: 'get',
      summary: `${title}: 顶层分页`,
      documentation: pagingDocs,
      handle: (records, request, tenantId) => pageUnder(records, request, tenantId, topLevelId),
    },
    dictionary: {
      method: 'get',
      summary: `${title}: 按编号取字典项`,
      documentation: [ApiQuery({ name: 'code', required: true, type: String })],
      everyTenant: true,
      handle: (records, request, tenantId) => {
        const { code } = parseWith(dictionaryQuery, request.query);
        // defineResource refuses the dictionary action without a dictionary part.
        const { codeField } = resource.dictionary!;
        return records.select(resource, tenantId, [
          { field: codeField, op: '=', value: code },
          { field: tree.parentField, op: '>', value: topLevelId },
        ]);
      },
    },
  };
}

function nodeOf(tree: ResourceTree, record: TreeRecord): TreeNode {
  return {
    id: record.id,
    parentId: String(record[tree.parentField]),
    title: String(record[tree.titleField]),
    key: record.id,
    value: record.id,
    hasChildren: record.hasChildren,
  };
}

function nest(tree: ResourceTree, records: readonly TreeRecord[]): TreeNode[] {
  return nestForest(records.map((record) => nodeOf(tree, record)));
}
