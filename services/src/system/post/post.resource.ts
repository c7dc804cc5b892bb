import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** Posts (blade-system/post): the positions a tenant's users can hold. */
export const postResource = defineResource({
  name: 'post',
  title: { zh: '岗位管理', en: 'Posts' },
  service: 'blade-system',
  path: 'post',
  table: 'blade_post',
  fields: {
    category: field.integer({
      label: { zh: '岗位类型', en: 'Post type' },
      required: '请选择岗位类型',
      dictCode: 'post_category',
      filterable: true,
    }),
    postCode: field.code({
      label: { zh: '岗位编号', en: 'Post code' },
      required: '请输入岗位编号',
      filterable: true,
      sortable: true,
    }),
    postName: field.text({
      label: { zh: '岗位名称', en: 'Post name' },
      required: '请输入岗位名称',
      maxLength: 64,
      filterable: true,
      sortable: true,
    }),
    sort: field.sort('岗位排序'),
    remark: field.remark({ zh: '岗位描述', en: 'Description' }),
  },
  actions: ['list', 'select', 'detail', 'submit', 'remove'],
  permissions: { view: 'post_view', add: 'post_add', edit: 'post_edit', remove: 'post_delete' },
  defaultSort: [{ field: 'sort', direction: 'asc' }],
});
