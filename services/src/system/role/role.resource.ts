import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/**
 * Roles (blade-system/role): each tenant's tree of roles. The menus a role grants are not a
 * field: they change through role/grant (role.controller.ts).
 */
export const roleResource = defineResource({
  name: 'role',
  title: { zh: '角色管理', en: 'Roles' },
  service: 'blade-system',
  path: 'role',
  table: 'blade_role',
  fields: {
    parentId: field.parent({ label: { zh: '上级角色', en: 'Parent' }, filterable: true }),
    roleName: field.text({
      label: { zh: '角色名称', en: 'Name' },
      required: '请输入角色名称',
      maxLength: 255,
      filterable: true,
      sortable: true,
    }),
    roleAlias: field.code({
      label: { zh: '角色别名', en: 'Alias' },
      required: '请输入角色别名',
      maxLength: 255,
      filterable: true,
    }),
    sort: field.sort('角色排序'),
  },
  actions: ['list', 'detail', 'select', 'submit', 'remove', 'tree'],
  permissions: { view: 'role_view', add: 'role_add', edit: 'role_edit', remove: 'role_delete' },
  defaultSort: [{ field: 'sort', direction: 'asc' }],
  tree: { parentField: 'parentId', titleField: 'roleName', sortField: 'sort' },
});
