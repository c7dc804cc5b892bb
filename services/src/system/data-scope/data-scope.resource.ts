import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';
import { scopeOwnerFields } from '@services/system/scope-fields';

/** WIRE.md data scope types: the rows a granted data scope shows (scopeType). */
export const dataScopeType = {
  all: 1,
  ownRows: 2,
  ownDepartments: 3,
  departmentsAndBelow: 4,
  custom: 5,
} as const;

/**
 * Data scopes (blade-system/data-scope): row filters a role can be granted on a menu's
 * resource — all, own rows, own departments, departments and children, or a custom rule
 * (WIRE.md "Data scope types"). The platform's catalogue, like menus.
 */
export const dataScopeResource = defineResource({
  name: 'dataScope',
  title: { zh: '数据权限', en: 'Data scopes' },
  service: 'blade-system',
  path: 'data-scope',
  table: 'blade_scope_data',
  scope: 'platform',
  fields: {
    ...scopeOwnerFields,
    scopeField: field.text({ label: { zh: '权限字段', en: 'Field' } }),
    scopeClass: field.text({ label: { zh: '权限类名', en: 'Class' }, maxLength: 500 }),
    scopeColumn: field.text({ label: { zh: '权限字段列', en: 'Column' } }),
    scopeType: field.integer({
      label: { zh: '规则类型', en: 'Type' },
      required: '请选择规则类型',
      dictCode: 'data_scope_type',
      filterable: true,
    }),
    scopeValue: field.text({ label: { zh: '规则值', en: 'Rule' }, maxLength: 2000 }),
    remark: field.remark(),
  },
  actions: ['list', 'detail', 'submit', 'remove'],
  permissions: {
    view: 'data_scope_view',
    add: 'data_scope_add',
    edit: 'data_scope_edit',
    remove: 'data_scope_delete',
  },
});
