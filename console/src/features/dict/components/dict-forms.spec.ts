import { childOptions, parentOptions } from '@console/features/dict/components/dict-forms';
import { formRulesOf, toFormValues } from '@console/lib/resources/form-rules';
import type { ResourceMetadata } from '@console/lib/resources/resource-metadata';

const text = (
  name: string,
  required: string | null,
  kind: 'text' | 'code' | 'integer' | 'reference' = 'text',
) => ({
  name,
  kind,
  label: { zh: name, en: name },
  required,
  maxLength: null,
  filterable: false,
  sortable: false,
  dictCode: name === 'isSealed' ? 'yes_no' : null,
});

/** The dictBiz declaration as the server gives it (services/src/system/dict.resource.ts). */
const dictBiz: ResourceMetadata = {
  name: 'dictBiz',
  title: { zh: '业务字典', en: 'Business dictionaries' },
  api: '/api/blade-system/dict-biz',
  actions: ['list', 'detail', 'submit', 'remove', 'parent-list', 'child-list', 'tree', 'dictionary'],
  permissions: { view: 'dictbiz_view', add: 'dictbiz_add', edit: 'dictbiz_edit', remove: 'dictbiz_delete' },
  fields: [
    text('parentId', null, 'reference'),
    text('code', '请输入字典编号', 'code'),
    text('dictKey', null),
    text('dictValue', '请输入字典名称'),
    text('sort', '请输入字典排序', 'integer'),
    text('isSealed', '请选择字典封存', 'integer'),
    text('remark', null),
  ],
  filters: {},
  sortable: [],
  tree: { parentField: 'parentId', titleField: 'dictValue', sortField: 'sort' },
};

const byName = (rules: ReturnType<typeof formRulesOf>) =>
  Object.fromEntries(rules.map((rule) => [rule.name, rule]));

describe('the dictionary forms', () => {
  it('lets a header be written without parent, key or remark, unsealed unless chosen', () => {
    const rules = formRulesOf(dictBiz, parentOptions.form);
    const visible = rules.filter((rule) => !rule.hidden).map((rule) => [rule.name, rule.required]);
    expect(visible).toEqual([
      ['code', '请输入字典编号'],
      ['dictValue', '请输入字典名称'],
      ['sort', '请输入字典排序'],
      ['isSealed', '请选择字典封存'],
    ]);
    expect(toFormValues(rules, undefined, parentOptions.form?.defaults)).toMatchObject({
      parentId: '0',
      isSealed: '0',
    });
  });

  it('fixes an item to its header and requires its key', () => {
    const header = { id: '42', code: 'goods_status', dictValue: '商品状态' };
    const options = childOptions(header, '请输入字典键值');
    const rules = byName(formRulesOf(dictBiz, options.form));
    expect(rules.dictKey).toMatchObject({ required: '请输入字典键值', hidden: false });
    expect(rules.parentId).toMatchObject({ disabled: true, hidden: false });
    expect(rules.remark).toMatchObject({ hidden: true });
    expect(toFormValues(Object.values(rules), undefined, options.form?.defaults)).toMatchObject({
      parentId: '42',
      code: 'goods_status',
      isSealed: '0',
    });
    expect(options).toMatchObject({ listPath: 'child-list', treeRoot: '42', dialogWidth: 880 });
  });
});
