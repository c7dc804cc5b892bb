import { Input } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useAppServices } from '@console/app/app-context';
import { labelIn } from '@console/features/resources/api/resource-metadata';
import type { TreeNode } from '@console/features/resources/api/resource-records';
import type { FieldEditor, FieldEditorProps } from '@console/features/resources/components/field-editor';
import { TreeDropdown } from '@console/features/resources/components/tree-dropdown';

/** A comma list of ids picked from a tree the server gives at `path` (roles, departments, posts). */
function pickerOf(path: string, toNodes: (data: unknown) => TreeNode[] = (data) => data as TreeNode[]) {
  return function Picker(props: FieldEditorProps) {
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
        multiple
        value={props.value}
        disabled={props.disabled}
        ariaLabel={labelIn(props.rule.label, props.language)}
        onChange={props.onChange}
        onBlur={props.onBlur}
      />
    );
  };
}

/** post/select answers records, not tree nodes. */
function postNodes(data: unknown): TreeNode[] {
  return (data as Array<{ id: string; postName: string }>).map((post) => ({
    id: post.id,
    parentId: '0',
    title: post.postName,
    key: post.id,
    value: post.id,
    hasChildren: false,
  }));
}

function PasswordEditor(props: FieldEditorProps) {
  return (
    <Input
      type="password"
      value={props.value}
      disabled={props.disabled}
      autoComplete="new-password"
      onChange={(_, data) => props.onChange(data.value)}
      onBlur={props.onBlur}
    />
  );
}

export const userEditors: Readonly<Record<string, FieldEditor>> = {
  password: PasswordEditor,
  roleId: pickerOf('/api/blade-system/role/tree'),
  deptId: pickerOf('/api/blade-system/dept/tree'),
  postId: pickerOf('/api/blade-system/post/select', postNodes),
};
