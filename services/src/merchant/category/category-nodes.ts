import type { TreeRecord } from '@platform/resource-registry/resource.repository';

/** A category as a generic tree node (WIRE.md); `children` omitted when empty. */
export interface CategoryNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  hasChildren: boolean;
  children?: CategoryNode[];
}

export function categoryNodes(records: readonly TreeRecord[]): CategoryNode[] {
  return records.map((record) => ({
    id: record.id,
    parentId: String(record.parentId),
    title: String(record.industryCategory),
    key: record.id,
    value: record.id,
    hasChildren: record.hasChildren,
  }));
}

/** Nests records given in sibling order; an orphan (parent removed in a race) shows at the top. */
export function nestCategories(records: readonly TreeRecord[]): CategoryNode[] {
  const nodes = new Map(categoryNodes(records).map((node) => [node.id, node]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
