import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { TreeDropdown } from '@console/components/field-editors/tree-dropdown';
import { useAppServices } from '@console/lib/app-services/app-services';
import { hasAction, labelIn } from '@console/lib/resources/resource-metadata';
import { resourceRecords, type TreeNode } from '@console/lib/resources/resource-records';

/** The parent of a tree record: the top level or any record of the resource's own tree. */
export function ParentSelect(props: FieldEditorProps) {
  const { http } = useAppServices();
  const { t } = useTranslation('resources');
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const { metadata } = props;
  useEffect(() => {
    if (!hasAction(metadata, 'tree')) return;
    let current = true;
    resourceRecords(http, metadata)
      .tree()
      .then(
        (loaded) => current && setNodes(loaded),
        () => undefined, // toasted by the client; only the top level is offered
      );
    return () => {
      current = false;
    };
  }, [http, metadata]);
  return (
    <TreeDropdown
      nodes={nodes}
      value={props.value}
      withTopLevel
      disabled={props.disabled}
      placeholder={t('placeholder.select', { label: labelIn(props.rule.label, props.language) })}
      onChange={props.onChange}
      onBlur={props.onBlur}
    />
  );
}
