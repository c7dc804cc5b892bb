import { Dropdown, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFillWidth } from '@console/components/field-editors/fill-width';
import type { TreeNode } from '@console/lib/resources/resource-records';
import { topLevelId } from '@console/lib/resources/tree-levels';
import { flattenTree, joinIds, splitIds, titleIn } from '@console/lib/resources/tree-nodes';

export interface TreeDropdownProps {
  nodes: readonly TreeNode[];
  /** One id, or a comma list when multiple. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  multiple?: boolean;
  /** Offer the top level ("0") first, for a parent. */
  withTopLevel?: boolean;
  disabled?: boolean;
  placeholder?: string;
  ariaLabel?: string;
}

/** A choice among the nodes of a tree, indented by depth; a comma list when multiple. */
export function TreeDropdown(props: TreeDropdownProps) {
  const { t } = useTranslation('resources');
  const flat = flattenTree(props.nodes);
  const chosen = splitIds(props.value);
  const nodeTitle = titleIn(props.nodes);
  const styles = useFillWidth();
  const titleOf = (id: string) => (id === topLevelId && props.withTopLevel ? t('topLevel') : nodeTitle(id));
  return (
    <Dropdown
      className={styles.fill}
      aria-label={props.ariaLabel}
      multiselect={props.multiple}
      disabled={props.disabled}
      placeholder={props.placeholder}
      value={chosen.map(titleOf).filter(Boolean).join(', ')}
      selectedOptions={chosen}
      onOptionSelect={(_, data) =>
        props.onChange(props.multiple ? joinIds(data.selectedOptions) : (data.optionValue ?? ''))
      }
      onBlur={props.onBlur}
    >
      {props.withTopLevel && <Option value={topLevelId}>{t('topLevel')}</Option>}
      {flat.map(({ node, depth }) => (
        <Option key={node.id} value={node.id} text={node.title}>
          <span style={{ paddingLeft: `${depth * 16}px` }}>{node.title}</span>
        </Option>
      ))}
    </Dropdown>
  );
}
