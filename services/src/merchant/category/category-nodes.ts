import { nestForest } from '@platform/lang/forest';
import type { TreeRecord } from '@platform/resource-registry/resource.repository';
import type { TreeNode } from '@platform/http/wire-shapes';

/** Categories as generic tree nodes (WIRE.md), in the order given; `children` omitted when empty. */
export function categoryNodes(records: readonly TreeRecord[]): TreeNode[] {
  return records.map((record) => ({
    id: record.id,
    parentId: String(record.parentId),
    title: String(record.industryCategory),
    key: record.id,
    value: record.id,
    hasChildren: record.hasChildren,
  }));
}

/** The whole category tree, from records in sibling order. */
export function nestCategories(records: readonly TreeRecord[]): TreeNode[] {
  return nestForest(categoryNodes(records));
}
