import { useEffect, useRef, useState } from 'react';
import type { FieldEditor, FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { TreeDropdown } from '@console/components/field-editors/tree-dropdown';
import { useAppServices } from '@console/lib/app-services/app-services';
import { labelIn } from '@console/lib/resources/resource-metadata';
import type { TreeNode } from '@console/lib/resources/resource-records';

/**
 * Records of a `select` call (post/select, tenant-package/select) as flat nodes, titled by a field
 * and chosen by their id, or by `keyField` (a role's alias, which a process model names).
 */
export function recordsAsNodes(titleField: string, keyField = 'id') {
  return (data: unknown): TreeNode[] =>
    (data as Array<Record<string, unknown>>).map((record) => {
      const key = String(record[keyField]);
      return {
        id: key,
        parentId: '0',
        title: String(record[titleField] ?? key),
        key,
        value: key,
        hasChildren: false,
      };
    });
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
    const nodes = useRemoteNodes(path, toNodes);
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

/** The nodes the server gives at `path`, read once (none while it answers, or when it refuses). */
export function useRemoteNodes(path: string, toNodes: (data: unknown) => TreeNode[]): TreeNode[] {
  const { http } = useAppServices();
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  // Read once per path: callers pass toNodes inline.
  const convert = useRef(toNodes);
  useEffect(() => {
    let current = true;
    http.get<unknown>(path).then(
      (data) => current && setNodes(convert.current(data)),
      () => undefined, // toasted; nothing to pick from
    );
    return () => {
      current = false;
    };
  }, [http, path]);
  return nodes;
}
