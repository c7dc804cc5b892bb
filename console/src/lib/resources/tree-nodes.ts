import type { TreeNode } from '@console/lib/resources/resource-records';

export interface FlatNode {
  node: TreeNode;
  depth: number;
}

/** The nodes of a forest in display order, each with its depth. */
export function flattenTree(nodes: readonly TreeNode[], depth = 0): FlatNode[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children ?? [], depth + 1)]);
}

/** The title of a node anywhere in a forest, by id; undefined while the forest is empty. */
export function titleIn(nodes: readonly TreeNode[]): (id: unknown) => string | undefined {
  return (id) =>
    id === null || id === undefined
      ? undefined
      : flattenTree(nodes).find(({ node }) => node.id === String(id))?.node.title;
}

/** A comma list of ids (WIRE.md: a user's roleId, deptId) as a list, and back. */
export function splitIds(value: string): string[] {
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

export function joinIds(ids: Iterable<string>): string {
  return [...ids].join(',');
}
