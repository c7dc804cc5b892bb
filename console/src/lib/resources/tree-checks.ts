import type { TreeNode } from '@console/lib/resources/resource-records';
import { flattenTree } from '@console/lib/resources/tree-nodes';

export type CheckState = boolean | 'mixed';

/**
 * The checked nodes of a tree where a parent stands for all of its descendants: checking a node
 * checks everything below it, and a parent is checked exactly when all its children are. What
 * is sent (menuIds, ...) is that set, so a half-checked parent is never granted by itself; the
 * server adds the ancestors of what is granted (WIRE.md).
 */
export class TreeChecks {
  private readonly childrenOf = new Map<string, readonly TreeNode[]>();
  private readonly parentOf = new Map<string, string>();

  constructor(nodes: readonly TreeNode[]) {
    for (const { node } of flattenTree(nodes)) {
      this.childrenOf.set(node.id, node.children ?? []);
      for (const child of node.children ?? []) this.parentOf.set(child.id, node.id);
    }
  }

  /** The set the stored keys stand for: each key with everything below it, parents completed. */
  fromKeys(keys: Iterable<string>): Set<string> {
    let checked = new Set<string>();
    for (const key of keys) if (this.childrenOf.has(key)) checked = this.toggle(checked, key, true);
    return checked;
  }

  toggle(checked: ReadonlySet<string>, id: string, on: boolean): Set<string> {
    const next = new Set(checked);
    for (const below of this.subtree(id)) {
      if (on) next.add(below);
      else next.delete(below);
    }
    for (let parent = this.parentOf.get(id); parent; parent = this.parentOf.get(parent)) {
      const complete = this.childrenOf.get(parent)!.every((child) => next.has(child.id));
      if (complete) next.add(parent);
      else next.delete(parent);
    }
    return next;
  }

  stateOf(checked: ReadonlySet<string>, id: string): CheckState {
    if (checked.has(id)) return true;
    return this.subtree(id).some((below) => checked.has(below)) ? 'mixed' : false;
  }

  private subtree(id: string): string[] {
    return [id, ...(this.childrenOf.get(id) ?? []).flatMap((child) => this.subtree(child.id))];
  }
}
