import { useEffect, useState } from 'react';
import type { FieldEditor, FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { TreeDropdown } from '@console/components/field-editors/tree-dropdown';
import { useAppServices } from '@console/lib/app-services/app-services';
import { labelIn } from '@console/lib/resources/resource-metadata';
import type { TreeNode } from '@console/lib/resources/resource-records';

/** Records of a `select` call (post/select, tenant-package/select) as flat nodes, titled by a field. */
export function recordsAsNodes(titleField: string) {
  return (data: unknown): TreeNode[] =>
    (data as Array<Record<string, unknown> & { id: string }>).map((record) => ({
      id: record.id,
      parentId: '0',
      title: String(record[titleField] ?? record.id),
      key: record.id,
      value: record.id,
      hasChildren: false,
    }));
}

/**
 * An input choosing ids among nodes the server gives at `path` (a tree, or records through
 * `toNodes`): one id, or a comma list when multiple (a user's roles, departments, posts).
 */
export function remotePicker(
  path: string,
  { multiple = false, toNodes = (data: unknown) => data as TreeNode[] } = {},
): FieldEditor {
  return function RemotePicker(props: FieldEditorProps) {
    const { http } = useAppServices();
    const [nodes, setNodes] = useState<TreeNode[]>([]);
    useEffect(() => {
      let current = true;
      http.get<unknown>(path).then(
        (data) => current && setNodes(toNodes(data)),
        () => undefined, // toasted; nothing to pick from
      );
      return () => {
        current = false;
      };
    }, [http]);
    return (
      <TreeDropdown
        nodes={nodes}
        multiple={multiple}
        value={props.value}
        disabled={props.disabled}
        ariaLabel={labelIn(props.rule.label, props.language)}
        onChange={props.onChange}
        onBlur={props.onBlur}
      />
    );
  };
}
