import type { Reference } from '@platform/references/reference';

const category = { table: 'prepaid_merchant_category' } as const;

/** What goods, moulds and audit configurations name: merchants, categories, moulds and roles. */
export const goodsReferences: readonly Reference[] = [
  {
    from: { table: 'prepaid_goods', column: 'merchant_id', field: 'merchantId' },
    to: { table: 'prepaid_merchant' },
    missing: '所属商户不存在',
    inUse: '该商户已有商品,无法删除',
  },
  {
    from: { table: 'prepaid_goods', column: 'industry_category_id', field: 'industryCategoryId' },
    to: category,
    missing: '行业分类不存在',
    inUse: '该分类已被商品使用,无法删除',
  },
  {
    from: { table: 'prepaid_goods', column: 'mould_id', field: 'mouldId' },
    to: { table: 'prepaid_goods_mould' },
    missing: '商品模板不存在或已停用',
    inUse: '该模板已被商品使用,无法删除',
  },
  {
    from: { table: 'prepaid_goods_mould', column: 'industry_id', field: 'industryId' },
    to: category,
    missing: '行业不存在',
    inUse: '该分类已被商品模板使用,无法删除',
  },
  {
    from: { table: 'prepaid_goods_mould', column: 'industry_main_id', field: 'industryMainId' },
    to: category,
    missing: '主行业不存在',
    inUse: '该分类已被商品模板使用,无法删除',
  },
  {
    from: {
      table: 'prepaid_goods_audit_config',
      column: 'industry_category_id',
      field: 'industryCategoryId',
    },
    to: category,
    missing: '行业分类不存在',
    inUse: '该分类已被商品审核配置使用,无法删除',
  },
  {
    from: { table: 'prepaid_goods_audit_config', column: 'audit_role_id', field: 'auditRoleId' },
    to: { table: 'blade_role' },
    missing: '审核角色不存在',
    inUse: '该角色已被商品审核配置使用,无法删除',
  },
];
