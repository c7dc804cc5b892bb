/**
 * The contract the product ships with, used while a tenant has uploaded neither a customer nor a
 * general template: its paragraphs, with the placeholders of contract-placeholders.ts.
 */
export const productContractTemplate: readonly string[] = [
  '预付资金划拨合同',
  '商户名称：{{merchantName}}',
  '统一社会信用代码：{{creditCode}}',
  '法定代表人：{{legalPerson}}',
  '商户地址：{{merchantAddress}}',
  '联系电话：{{merchantPhone}}',
  '监管银行：{{superviseBank}}',
  '划拨申请单号：{{paymentNo}}',
  '划拨金额：{{tradeAmount}} 元',
  '申请时间：{{tradeTime}}',
  '商户确认：上述金额为商户已提供服务、消费者已消费的预付资金，由监管账户划拨至商户经银行验证的结算账户。',
  '签订日期：{{signDate}}',
];
