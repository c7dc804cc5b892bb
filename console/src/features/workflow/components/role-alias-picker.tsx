import { recordsAsNodes, useRemoteNodes } from '@console/components/field-editors/remote-picker';
import { TreeDropdown } from '@console/components/field-editors/tree-dropdown';

const roleSelect = '/api/blade-system/role/select';
const byAlias = recordsAsNodes('roleName', 'roleAlias');

export interface RoleAliasPickerProps {
  /** A comma list of role aliases. */
  value: string;
  onChange: (value: string) => void;
}

/** The tenant's roles, chosen by alias: a user task's candidate groups, as the engine matches them. */
export function RoleAliasPicker({ value, onChange }: RoleAliasPickerProps) {
  const nodes = useRemoteNodes(roleSelect, byAlias);
  return <TreeDropdown nodes={nodes} multiple value={value} onChange={onChange} />;
}
