import {
  Button,
  makeStyles,
  mergeClasses,
  Tooltip,
  Tree,
  TreeItem,
  TreeItemLayout,
  type TreeItemValue,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@console/components/layout/menu-icon';
import { menuName } from '@console/lib/menu/menu-name';
import type { MenuNode } from '@console/lib/session/session.types';

const useStyles = makeStyles({
  sidebar: {
    width: '220px',
    flexShrink: 0,
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
  },
  collapsed: { width: '48px' },
  /** On small screens the open menu floats over the content, above the shade. */
  floating: { position: 'fixed', top: 0, bottom: 0, left: 0, zIndex: 20, boxShadow: tokens.shadow16 },
  current: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
  iconOnly: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    rowGap: tokens.spacingVerticalXS,
  },
});

export interface SidebarProps {
  menu: MenuNode[];
  collapsed: boolean;
  floating: boolean;
  /** The menu path of the shown page, highlighted. */
  currentPath: string | undefined;
  onOpen: (node: MenuNode) => void;
  onExpand: () => void;
}

/** The collapsible menu tree (SPEC.md §2); collapsed, only the top level's icons stay. */
export function Sidebar({ menu, collapsed, floating, currentPath, onOpen, onExpand }: SidebarProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('layout');
  const nameOf = (node: MenuNode) => menuName(node, i18n.language);
  const className = mergeClasses(styles.sidebar, collapsed && styles.collapsed, floating && styles.floating);
  // What the operator opened or closed; any other group shows as the default says (the top level
  // open). Held as choices rather than as Fluent's default so that groups of a menu arriving
  // after the first render (a deep link right after login) open too.
  const [choices, setChoices] = useState<ReadonlyMap<TreeItemValue, boolean>>(new Map());
  const topLevel = new Set<TreeItemValue>(menu.map((node) => node.id));
  const openItems = branchIds(menu).filter((id) => choices.get(id) ?? topLevel.has(id));
  if (collapsed) {
    return (
      <nav className={mergeClasses(className, styles.iconOnly)} aria-label={t('menu')}>
        {menu.map((node) => (
          <Tooltip key={node.id} content={nameOf(node)} relationship="label" positioning="after">
            <Button appearance="subtle" icon={<MenuIcon source={node.source} />} onClick={onExpand} />
          </Tooltip>
        ))}
      </nav>
    );
  }
  const branch = (nodes: MenuNode[]) =>
    nodes.map((node) => {
      const leaf = !node.children?.length;
      return (
        <TreeItem
          key={node.id}
          value={node.id}
          itemType={leaf ? 'leaf' : 'branch'}
          onClick={leaf ? () => onOpen(node) : undefined}
          aria-current={leaf && node.path === currentPath ? 'page' : undefined}
        >
          <TreeItemLayout
            iconBefore={<MenuIcon source={node.source} />}
            className={leaf && node.path === currentPath ? styles.current : undefined}
          >
            {nameOf(node)}
          </TreeItemLayout>
          {!leaf && <Tree>{branch(node.children ?? [])}</Tree>}
        </TreeItem>
      );
    });
  return (
    <nav className={className} aria-label={t('menu')}>
      <Tree
        aria-label={t('menu')}
        openItems={openItems}
        onOpenChange={(_, { value, open }) => setChoices((before) => new Map(before).set(value, open))}
      >
        {branch(menu)}
      </Tree>
    </nav>
  );
}

function branchIds(nodes: readonly MenuNode[]): TreeItemValue[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.id, ...branchIds(node.children)] : []));
}
