import { Input } from '@fluentui/react-components';
import type { FieldEditor, FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { recordsAsNodes, remotePicker } from '@console/components/field-editors/remote-picker';

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

/** The user form's own inputs: a password, and roles, departments and posts as comma lists. */
export const userEditors: Readonly<Record<string, FieldEditor>> = {
  password: PasswordEditor,
  roleId: remotePicker('/api/blade-system/role/tree', { multiple: true }),
  deptId: remotePicker('/api/blade-system/dept/tree', { multiple: true }),
  postId: remotePicker('/api/blade-system/post/select', {
    multiple: true,
    toNodes: recordsAsNodes('postName'),
  }),
};
