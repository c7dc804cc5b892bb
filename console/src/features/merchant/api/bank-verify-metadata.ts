import { merchantMessages } from '@console/features/merchant/merchant.i18n';
import { bothLabels, declaredField } from '@console/lib/resources/declared-resource';
import type { FieldKind, ResourceMetadata } from '@console/lib/resources/resource-metadata';

const { zh, en } = merchantMessages;
type ListField = keyof typeof zh.bank.list;
type MerchantField = 'merchantName' | 'bankAccountName' | 'bankAccountNo' | 'bankName';
const filterable = new Set(['merchantName', 'status']);

const merchantField = (name: MerchantField, kind: FieldKind) =>
  declaredField(name, kind, bothLabels(zh.fields, en.fields, name), null, {
    filterable: filterable.has(name),
  });
const listField = (name: ListField, kind: FieldKind) =>
  declaredField(name, kind, bothLabels(zh.bank.list, en.bank.list, name), null, {
    filterable: filterable.has(name),
  });

/**
 * 银行账户验证 (/prepaid/bank-verify): merchantBankVerify/page, declared in the registry's shape so
 * that the generic screen lists it. The merchant's own fields keep the merchant screen's labels.
 */
export const bankVerifyMetadata: ResourceMetadata = {
  name: 'bankVerify',
  title: { zh: zh.bank.title, en: en.bank.title },
  api: '/api/prepaid-merchant/merchantBankVerify',
  listPath: 'page',
  actions: ['list'],
  // Nothing is added, edited or removed here: the row actions are the verification's own.
  permissions: { view: 'bank_verify_view', add: '', edit: '', remove: '' },
  fields: [
    merchantField('merchantName', 'text'),
    merchantField('bankAccountName', 'text'),
    merchantField('bankAccountNo', 'code'),
    merchantField('bankName', 'text'),
    listField('status', 'code'),
    listField('attemptsLeft', 'integer'),
    listField('requestedTime', 'datetime'),
    listField('verifiedTime', 'datetime'),
  ],
  filters: { merchantName: 'text', status: 'code' },
  sortable: [],
  tree: null,
};
