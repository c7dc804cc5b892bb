import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/**
 * Merchant extensions (prepaid-merchant/merchantExt): where and what a merchant does business.
 * `businessArea` is the code of a 4th-level region (street or town), the last of the path the
 * console's cascader selects. Submit checks the merchant and the region, which a declaration
 * cannot, so merchant-ext.controller.ts serves it (and page and handleExport).
 */
export const merchantExtResource = defineResource({
  name: 'merchantExt',
  title: { zh: '商户扩展', en: 'Merchant extensions' },
  service: 'prepaid-merchant',
  path: 'merchantExt',
  table: 'prepaid_merchant_ext',
  fields: {
    merchantId: field.reference({
      label: { zh: '商户', en: 'Merchant' },
      required: '请选择商户',
      filterable: true,
    }),
    businessArea: field.code({
      label: { zh: '经营区域', en: 'Business area' },
      required: '请选择经营区域',
      maxLength: 12,
      filterable: true,
    }),
    businessScope: field.text({ label: { zh: '经营范围', en: 'Business scope' }, filterable: true }),
    employeeCount: field.integer({ label: { zh: '员工人数', en: 'Employees' }, sortable: true }),
    remark: field.remark(),
  },
  actions: ['detail', 'submit', 'remove'],
  servedElsewhere: ['submit'],
  permissions: {
    view: 'merchant_ext_view',
    add: 'merchant_ext_add',
    edit: 'merchant_ext_edit',
    remove: 'merchant_ext_delete',
  },
});
