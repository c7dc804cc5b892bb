import { makeStyles, Spinner, Tree, TreeItem, TreeItemLayout, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { TreeNode } from '@console/lib/resources/resource-records';
import { topLevelId } from '@console/lib/resources/tree-levels';

const useStyles = makeStyles({
  chosen: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
});

export interface DeptTreeProps {
  /** The chosen department, or undefined for all. */
  value: string | undefined;
  onChange: (deptId: string | undefined) => void;
}

/** Departments as a tree loaded a level at a time (dept/lazy-tree), to filter users by. */
export function DeptTree({ value, onChange }: DeptTreeProps) {
  const { http } = useAppServices();
  const { t } = useTranslation('users');
  const [levels, setLevels] = useState<ReadonlyMap<string, TreeNode[]>>(new Map());

  const load = useCallback(
    (parentId: string) =>
      http.get<TreeNode[]>('/api/blade-system/dept/lazy-tree', { parentId }).then(
        (nodes) => setLevels((current) => new Map(current).set(parentId, nodes)),
        () => undefined, // toasted by the client; the level stays closed
      ),
    [http],
  );
  useEffect(() => void load(topLevelId), [load]);

  const top = levels.get(topLevelId);
  if (!top) return <Spinner size="small" />;
  return (
    <Tree
      aria-label={t('depts')}
      onOpenChange={(_, data) => {
        const id = String(data.value);
        if (data.open && !levels.has(id)) void load(id);
      }}
    >
      <Level
        nodes={[{ id: '', parentId: '', title: t('allDepts'), key: '', value: '', hasChildren: false }]}
        levels={levels}
        value={value ?? ''}
        onChange={(id) => onChange(id || undefined)}
      />
      <Level nodes={top} levels={levels} value={value ?? ''} onChange={(id) => onChange(id || undefined)} />
    </Tree>
  );
}

function Level(props: {
  nodes: readonly TreeNode[];
  levels: ReadonlyMap<string, TreeNode[]>;
  value: string;
  onChange: (id: string) => void;
}) {
  const styles = useStyles();
  return (
    <>
      {props.nodes.map((node) => {
        const children = props.levels.get(node.id);
        return (
          <TreeItem
            key={node.id || 'all'}
            value={node.id || 'all'}
            itemType={node.hasChildren ? 'branch' : 'leaf'}
          >
            <TreeItemLayout
              className={props.value === node.id ? styles.chosen : undefined}
              aria-current={props.value === node.id ? 'true' : undefined}
              onClick={() => props.onChange(node.id)}
            >
              {node.title}
            </TreeItemLayout>
            {node.hasChildren && (
              <Tree>{children ? <Level {...props} nodes={children} /> : <Spinner size="tiny" />}</Tree>
            )}
          </TreeItem>
        );
      })}
    </>
  );
}
