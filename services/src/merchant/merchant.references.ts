import type { Reference } from '@platform/references/reference';

/** What merchants, their extensions and rule links name. */
export const merchantReferences: readonly Reference[] = [
  {
    from: { table: 'prepaid_merchant', column: 'industry_category', field: 'industryCategory' },
    to: { table: 'prepaid_merchant_category' },
    missing: '行业类别不存在',
    inUse: '该分类已被商户使用,无法删除',
  },
  {
    from: { table: 'prepaid_merchant', column: 'industry_tags', field: 'industryTags', holds: 'list' },
    to: { table: 'prepaid_industry_tag' },
    missing: '行业标签不存在',
    inUse: '该行业标签已被商户使用,无法删除',
  },
  {
    from: { table: 'prepaid_merchant', column: 'supervise_bank_id', field: 'superviseBankId' },
    to: { table: 'prepaid_supervise_bank' },
    missing: '监管银行不存在',
    inUse: '该监管银行已被商户使用,无法删除',
  },
  {
    from: { table: 'prepaid_merchant_rule', column: 'rule_id', field: 'ruleIds' },
    to: { table: 'prepaid_rule_base' },
    missing: '规则不存在',
    inUse: '该规则已被商户使用,无法删除',
  },
  {
    from: { table: 'prepaid_merchant_ext', column: 'merchant_id', field: 'merchantId' },
    to: { table: 'prepaid_merchant' },
    missing: '所属商户不存在',
    inUse: '该商户已有扩展信息,无法删除',
  },
];
