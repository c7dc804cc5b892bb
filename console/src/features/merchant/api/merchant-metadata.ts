import { merchantMessages } from '@console/features/merchant/merchant.i18n';
import { bothLabels, declaredField, languageOf } from '@console/lib/resources/declared-resource';
import type { FieldKind, ResourceMetadata } from '@console/lib/resources/resource-metadata';

type MerchantField = keyof typeof merchantMessages.zh.fields;

const kinds: Record<MerchantField, FieldKind> = {
  merchantName: 'text',
  creditCode: 'code',
  legalPerson: 'text',
  contactName: 'text',
  phone: 'code',
  address: 'text',
  industryCategory: 'reference',
  industryTags: 'reference',
  superviseBankId: 'reference',
  bankAccountName: 'text',
  bankAccountNo: 'code',
  bankName: 'text',
  digitalYuanWallet: 'code',
};

const maxLengths: Partial<Record<MerchantField, number>> = {
  merchantName: 128,
  legalPerson: 64,
  contactName: 64,
  address: 255,
  bankAccountName: 128,
  bankName: 128,
};

const filterable = new Set<string>(['merchantName', 'creditCode', 'legalPerson', 'phone']);

/**
 * Merchants (prepaid-merchant/merchant) are event-sourced with checks of their own (credit code,
 * phone, wallet), so the console declares the form in the registry's shape; the messages are
 * the server's (merchant.schemas.ts).
 */
export function merchantMetadata(language: string): ResourceMetadata {
  const lang = languageOf(language);
  const { zh, en } = merchantMessages;
  const rules: Record<string, string> = merchantMessages[lang].rules;
  return {
    name: 'merchant',
    aggregateType: 'merchant',
    title: { zh: zh.title, en: en.title },
    api: '/api/prepaid-merchant/merchant',
    listPath: 'page',
    actions: ['list', 'detail', 'submit', 'remove'],
    permissions: {
      view: 'merchant_view',
      add: 'merchant_add',
      edit: 'merchant_edit',
      remove: 'merchant_delete',
    },
    fields: (Object.keys(kinds) as MerchantField[]).map((name) =>
      declaredField(name, kinds[name], bothLabels(zh.fields, en.fields, name), rules[name] ?? null, {
        filterable: filterable.has(name),
        maxLength: maxLengths[name],
      }),
    ),
    filters: {
      merchantName: 'text',
      creditCode: 'code',
      legalPerson: 'text',
      phone: 'code',
      industryCategory: 'id',
      superviseBankId: 'id',
      createTime: 'date',
    },
    sortable: [],
    tree: null,
  };
}
