/** A node that names its parent and may hold its children. */
export interface ForestNode<Node> {
  id: string;
  parentId: string;
  children?: Node[];
}

/**
 * Nests nodes given in sibling order under their parents, keeping that order. A node whose
 * parent is not among them (removed in a race with the child's save) is shown at the top level
 * rather than lost. Answers the top-level nodes.
 */
export function nestForest<Node extends ForestNode<Node>>(nodes: readonly Node[]): Node[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: Node[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
