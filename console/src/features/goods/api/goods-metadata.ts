import { goodsMessages } from '@console/features/goods/goods.i18n';
import { bothLabels, declaredField, languageOf } from '@console/lib/resources/declared-resource';
import type { FieldKind, ResourceMetadata } from '@console/lib/resources/resource-metadata';

type GoodsField = keyof typeof goodsMessages.zh.fields;

const fieldKinds: Record<GoodsField, FieldKind> = {
  goodsName: 'text',
  merchantId: 'reference',
  industryCategoryId: 'reference',
  price: 'text',
  originalPrice: 'text',
  validityDays: 'integer',
  usageCount: 'integer',
  stock: 'integer',
  isDigitalYuan: 'integer',
  coverImage: 'text',
  description: 'longText',
  // The mould and its values, in one input (mould-choice.ts).
  mould: 'longText',
  statusName: 'text',
};

const maxLengths: Partial<Record<GoodsField, number>> = {
  goodsName: 100,
  coverImage: 1000,
  description: 5000,
};

/** Shown in the list, never sent: the merchant's name and the status in words. */
export const goodsDisplayFields = ['statusName', 'merchantName'] as const;

/**
 * Goods (prepaid-goods/goods) have calls of their own (page, save and update, a recycle bin),
 * so the console declares them in the registry's shape; the messages are the server's
 * (goods.schemas.ts). Delete is an action of the lifecycle, not the generic button.
 */
export function goodsMetadata(language: string): ResourceMetadata {
  const lang = languageOf(language);
  const { zh, en } = goodsMessages;
  const rules: Record<string, string> = goodsMessages[lang].rules;
  return {
    name: 'goods',
    aggregateType: 'goods',
    title: { zh: zh.title, en: en.title },
    api: '/api/prepaid-goods/goods',
    listPath: 'page',
    actions: ['list', 'detail', 'submit'],
    permissions: { view: 'goods_view', add: 'goods_add', edit: 'goods_edit', remove: 'goods_delete' },
    fields: [
      ...(Object.keys(fieldKinds) as GoodsField[]).map((name) =>
        declaredField(name, fieldKinds[name], bothLabels(zh.fields, en.fields, name), rules[name] ?? null, {
          filterable: name === 'goodsName',
          maxLength: maxLengths[name],
        }),
      ),
      declaredField('merchantName', 'text', bothLabels(zh.fields, en.fields, 'merchantId')),
    ],
    filters: { goodsName: 'text', status: 'number', merchantId: 'id', createTime: 'date' },
    sortable: [],
    tree: null,
  };
}
