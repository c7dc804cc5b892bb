import {
  formRulesOf,
  type RuleMessages,
  toFormValues,
  toSubmitBody,
  validateField,
  validateForm,
} from '@console/lib/resources/form-rules';
import type { ResourceMetadata } from '@console/lib/resources/resource-metadata';

const post: ResourceMetadata = {
  name: 'post',
  title: { zh: '岗位管理', en: 'Posts' },
  api: '/api/blade-system/post',
  actions: ['list', 'detail', 'submit', 'remove'],
  permissions: { view: 'post_view', add: 'post_add', edit: 'post_edit', remove: 'post_delete' },
  fields: [
    field('category', 'integer', '请选择岗位类型', null, 'post_category'),
    field('postName', 'text', '请输入岗位名称', 64),
    field('sort', 'integer', '请输入岗位排序'),
    field('remark', 'text', null),
  ],
  filters: {},
  sortable: [],
  tree: null,
};

function field(
  name: string,
  kind: 'text' | 'integer',
  required: string | null,
  maxLength: number | null = null,
  dictCode: string | null = null,
) {
  return {
    name,
    kind,
    label: { zh: name, en: name },
    required,
    maxLength,
    filterable: false,
    sortable: false,
    dictCode,
  };
}

const messages: RuleMessages = {
  required: (declared) => declared,
  tooLong: (label, max) => `${label.zh}长度不能超过${max}个字符`,
  notInteger: (label) => `${label.zh}必须是整数`,
};

describe('form rules from the declaration', () => {
  const rules = formRulesOf(post);

  it('answers the declared required message, in Chinese, for a blank value', () => {
    const name = rules.find((rule) => rule.name === 'postName')!;
    expect(validateField(name, '   ', messages)).toBe('请输入岗位名称');
    expect(validateField(name, 'x'.repeat(65), messages)).toBe('postName长度不能超过64个字符');
    expect(validateField(name, '经理', messages)).toBeUndefined();
  });

  it('words a blank required field from its label in another language: typed or picked', () => {
    const english: RuleMessages = {
      ...messages,
      required: (_, label, picked) => `${picked ? 'Choose' : 'Enter'} ${label.en}`,
    };
    expect(validateForm(rules, {}, english)).toEqual({
      category: 'Choose category',
      postName: 'Enter postName',
      sort: 'Enter sort',
    });
  });

  it('checks integers and leaves optional fields alone', () => {
    const sort = rules.find((rule) => rule.name === 'sort')!;
    expect(validateField(sort, '1.5', messages)).toBe('sort必须是整数');
    expect(validateForm(rules, { category: '1', postName: 'a', sort: '2', remark: '' }, messages)).toEqual(
      {},
    );
    expect(validateForm(rules, {}, messages)).toEqual({
      category: '请选择岗位类型',
      postName: '请输入岗位名称',
      sort: '请输入岗位排序',
    });
  });

  it('lets a screen hide, disable and require more', () => {
    const adapted = formRulesOf(post, {
      hidden: ['remark'],
      disabled: ['sort'],
      required: { remark: '请输入描述' },
    });
    expect(adapted.find((rule) => rule.name === 'remark')).toMatchObject({
      hidden: true,
      required: '请输入描述',
    });
    expect(adapted.find((rule) => rule.name === 'sort')).toMatchObject({ disabled: true });
  });

  it('fills the inputs from a record or the defaults, and submits numbers as numbers', () => {
    const record = { id: '7', category: 2, postName: '经理', sort: 4, remark: null };
    const values = toFormValues(rules, record);
    expect(values).toEqual({ category: '2', postName: '经理', sort: '4', remark: '' });
    expect(toFormValues(rules, undefined, { sort: '1' })).toEqual({
      category: '',
      postName: '',
      sort: '1',
      remark: '',
    });
    expect(toSubmitBody(rules, values, '7')).toEqual({
      id: '7',
      category: 2,
      postName: '经理',
      sort: 4,
      remark: '',
    });
  });
});
