import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** Industry tags (prepaid-merchant/industryTag): labels a merchant carries beside its category. */
export const industryTagResource = defineResource({
  name: 'industryTag',
  title: { zh: '行业标签', en: 'Industry tags' },
  service: 'prepaid-merchant',
  path: 'industryTag',
  table: 'prepaid_industry_tag',
  fields: {
    tagName: field.text({
      label: { zh: '标签名称', en: 'Tag' },
      required: '请输入标签名称',
      maxLength: 64,
      filterable: true,
      sortable: true,
    }),
    sort: field.sort('排序', { required: false }),
    remark: field.remark(),
  },
  actions: ['list', 'select', 'detail', 'submit', 'remove'],
  permissions: {
    view: 'industry_tag_view',
    add: 'industry_tag_add',
    edit: 'industry_tag_edit',
    remove: 'industry_tag_delete',
  },
  defaultSort: [{ field: 'sort', direction: 'asc' }],
});
