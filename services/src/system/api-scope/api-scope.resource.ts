import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';
import { scopeOwnerFields } from '@services/system/scope-fields';

/**
 * API scopes (blade-system/api-scope): the request paths of a menu's resource that a role can be
 * granted. The platform's catalogue, like menus.
 */
export const apiScopeResource = defineResource({
  name: 'apiScope',
  title: { zh: '接口权限', en: 'API scopes' },
  service: 'blade-system',
  path: 'api-scope',
  table: 'blade_scope_api',
  scope: 'platform',
  fields: {
    ...scopeOwnerFields,
    scopePath: field.text({
      label: { zh: '权限路径', en: 'Path' },
      required: '请输入权限路径',
      maxLength: 500,
    }),
    scopeType: field.integer({ label: { zh: '接口类型', en: 'Type' }, dictCode: 'api_scope_type' }),
    remark: field.remark(),
  },
  actions: ['list', 'detail', 'submit', 'remove'],
  permissions: {
    view: 'api_scope_view',
    add: 'api_scope_add',
    edit: 'api_scope_edit',
    remove: 'api_scope_delete',
  },
});
