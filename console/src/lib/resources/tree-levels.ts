import type { GridRow } from '@console/components/resource-screen/grid-row';
import { hasAction, type ResourceMetadata } from '@console/lib/resources/resource-metadata';
import type { ResourceRecord, ResourceRecords } from '@console/lib/resources/resource-records';
import { flattenTree } from '@console/lib/resources/tree-nodes';

/** WIRE.md: parentId "0" is the top level. */
export const topLevelId = '0';

/** The largest page the server gives (WIRE.md): one tree level is read in a single call. */
const wholeLevel = 1000;

/** One level of a tree: the records under a parent, each saying whether it has children. */
export type LevelLoader = (parentId: string) => Promise<ResourceRecord[]>;

/**
 * How a tree resource answers one level. `lazy-list` does it in one call. A `listPath` such as
 * the dictionary's child-list takes the parent; whether a record has children is then read once
 * per loader from the whole tree's shape. Otherwise the list is read whole, once per loader, and
 * grouped by parent: the list refuses parentId=0 as a filter, and such trees (roles) are small.
 */
export function levelLoader(
  records: ResourceRecords,
  metadata: ResourceMetadata,
  listPath: string | undefined,
): LevelLoader | undefined {
  const { tree } = metadata;
  if (!tree) return undefined;
  if (hasAction(metadata, 'lazy-list') && listPath === undefined)
    return (parentId) => records.lazyList(parentId);
  if (listPath !== undefined && hasAction(metadata, 'tree')) return childListLoader(records, listPath);
  let all: Promise<Map<string, ResourceRecord[]>> | undefined;
  return async (parentId) => {
    all ??= records
      .page({ current: 1, size: wholeLevel })
      .then((page) => groupByParent(page.records, tree.parentField));
    return (await all).get(parentId) ?? [];
  };
}

function childListLoader(records: ResourceRecords, listPath: string): LevelLoader {
  let parents: Promise<Set<string>> | undefined;
  return async (parentId) => {
    parents ??= records
      .tree()
      .then(
        (nodes) =>
          new Set(flattenTree(nodes).flatMap(({ node }) => (node.children?.length ? [node.id] : []))),
      );
    const [level, withChildren] = await Promise.all([
      records.page({ parentId, current: 1, size: wholeLevel }, listPath),
      parents,
    ]);
    return level.records.map((record) => ({ ...record, hasChildren: withChildren.has(record.id) }));
  };
}

/** Records under their parents, each saying whether any record names it as parent. */
export function groupByParent(
  list: readonly ResourceRecord[],
  parentField: string,
): Map<string, ResourceRecord[]> {
  const parents = new Set(list.map((record) => String(record[parentField])));
  const levels = new Map<string, ResourceRecord[]>();
  for (const record of list) {
    const parentId = String(record[parentField]);
    const level = levels.get(parentId) ?? [];
    level.push({ ...record, hasChildren: parents.has(record.id) });
    levels.set(parentId, level);
  }
  return levels;
}

/** The rows a tree shows: each loaded level under its parent, for the expanded parents. */
export function visibleRows(
  levels: ReadonlyMap<string, readonly ResourceRecord[]>,
  expanded: ReadonlySet<string>,
  parentId: string,
  depth = 0,
): GridRow[] {
  return (levels.get(parentId) ?? []).flatMap((record) => {
    const open = expanded.has(record.id);
    const row: GridRow = { record, depth, hasChildren: record.hasChildren === true, expanded: open };
    return open ? [row, ...visibleRows(levels, expanded, record.id, depth + 1)] : [row];
  });
}
