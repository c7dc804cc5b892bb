import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** Departments (blade-system/dept): each tenant's organisation tree. */
export const deptResource = defineResource({
  name: 'dept',
  title: { zh: '机构管理', en: 'Departments' },
  service: 'blade-system',
  path: 'dept',
  table: 'blade_dept',
  fields: {
    parentId: field.parent({ label: { zh: '上级机构', en: 'Parent' }, filterable: true }),
    deptName: field.text({
      label: { zh: '机构名称', en: 'Name' },
      required: '请输入机构名称',
      maxLength: 45,
      filterable: true,
      sortable: true,
    }),
    fullName: field.text({ label: { zh: '机构全称', en: 'Full name' }, maxLength: 45, filterable: true }),
    deptCategory: field.integer({
      label: { zh: '机构类型', en: 'Category' },
      dictCode: 'org_category',
      filterable: true,
    }),
    sort: field.sort(),
    remark: field.remark(),
  },
  actions: ['list', 'detail', 'select', 'submit', 'remove', 'tree', 'lazy-tree', 'lazy-list'],
  permissions: { view: 'dept_view', add: 'dept_add', edit: 'dept_edit', remove: 'dept_delete' },
  defaultSort: [{ field: 'sort', direction: 'asc' }],
  tree: { parentField: 'parentId', titleField: 'deptName', sortField: 'sort' },
});
