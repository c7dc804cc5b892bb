import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/**
 * The merchant industry category tree (prepaid-merchant/category): 教育培训 › 学科辅导 and so
 * on. Merchants and goods name a category by id. The BladeX-specific reads (getRootNode,
 * allnode, merchantIndustryCategory, ...) are served by category.controller.ts.
 */
export const merchantCategoryResource = defineResource({
  name: 'merchantCategory',
  title: { zh: '商户类别', en: 'Merchant categories' },
  service: 'prepaid-merchant',
  path: 'category',
  table: 'prepaid_merchant_category',
  fields: {
    parentId: field.parent({ label: { zh: '上级类别', en: 'Parent' }, filterable: true }),
    industryCategory: field.text({
      label: { zh: '行业类别', en: 'Category' },
      required: '请输入行业类别',
      maxLength: 64,
      filterable: true,
      sortable: true,
    }),
    categoryCode: field.code({ label: { zh: '类别编码', en: 'Code' }, filterable: true }),
    sort: field.sort('排序', { required: false }),
    remark: field.remark(),
  },
  actions: ['list', 'lazy-list', 'remove', 'submit', 'detail', 'tree', 'lazy-tree'],
  permissions: {
    view: 'category_view',
    add: 'category_add',
    edit: 'category_edit',
    remove: 'category_delete',
  },
  defaultSort: [{ field: 'sort', direction: 'asc' }],
  tree: { parentField: 'parentId', titleField: 'industryCategory', sortField: 'sort' },
});
