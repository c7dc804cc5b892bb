import { Tree, TreeItem, TreeItemLayout } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { TreeNode } from '@console/lib/resources/resource-records';
import { TreeChecks } from '@console/lib/resources/tree-checks';
import { flattenTree } from '@console/lib/resources/tree-nodes';

export interface CheckboxTreeProps {
  nodes: readonly TreeNode[];
  checked: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
  ariaLabel: string;
  /** Each node checked on its own (roles), rather than standing for all below it (menus). */
  independent?: boolean;
}

/** A tree to pick nodes from (menus to grant); checking a node checks all below it. */
export function CheckboxTree({ nodes, checked, onChange, ariaLabel, independent }: CheckboxTreeProps) {
  const checks = useMemo(() => new TreeChecks(nodes), [nodes]);
  const checkedItems = useMemo(
    () =>
      flattenTree(nodes).map(
        ({ node }) =>
          [node.id, independent ? checked.has(node.id) : checks.stateOf(checked, node.id)] as const,
      ),
    [nodes, checks, checked, independent],
  );
  const toggle = (id: string, on: boolean) => {
    if (!independent) return checks.toggle(checked, id, on);
    const next = new Set(checked);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };
  return (
    <Tree
      aria-label={ariaLabel}
      selectionMode="multiselect"
      checkedItems={checkedItems as Array<[string, boolean | 'mixed']>}
      onCheckedChange={(_, data) => onChange(toggle(String(data.value), data.checked === true))}
    >
      {nodes.map((node) => (
        <CheckboxTreeItem key={node.id} node={node} />
      ))}
    </Tree>
  );
}

function CheckboxTreeItem({ node }: { node: TreeNode }) {
  const children = node.children ?? [];
  return (
    <TreeItem itemType={children.length > 0 ? 'branch' : 'leaf'} value={node.id}>
      <TreeItemLayout>{node.title}</TreeItemLayout>
      {children.length > 0 && (
        <Tree>
          {children.map((child) => (
            <CheckboxTreeItem key={child.id} node={child} />
          ))}
        </Tree>
      )}
    </TreeItem>
  );
}
