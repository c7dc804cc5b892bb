import { defineResource, type ResourceDeclaration } from '@platform/resource-registry/define-resource';
import { field, topLevelId } from '@platform/resource-registry/resource-field';

/**
 * What system and business dictionaries share (WIRE.md "Dictionaries"): a header record at the
 * top level names the dictionary (its dictKey is "-1" by BladeX custom), its items below share
 * its code. Sealed entries are fixed: the product's code relies on their keys.
 */
export const dictionaryParts = {
  fields: {
    parentId: field.parent({ label: { zh: '上级字典', en: 'Parent' } }),
    code: field.code({
      label: { zh: '字典编号', en: 'Code' },
      required: '请输入字典编号',
      maxLength: 255,
      filterable: true,
      sortable: true,
    }),
    dictKey: field.text({ label: { zh: '字典键值', en: 'Key' }, filterable: true }),
    dictValue: field.text({
      label: { zh: '字典名称', en: 'Value' },
      required: '请输入字典名称',
      filterable: true,
    }),
    sort: field.sort('字典排序'),
    isSealed: field.integer({
      label: { zh: '字典封存', en: 'Sealed' },
      required: '请选择字典封存',
      dictCode: 'yes_no',
    }),
    remark: field.remark({ zh: '字典备注', en: 'Remark' }),
  },
  actions: ['list', 'detail', 'submit', 'remove', 'parent-list', 'child-list', 'tree', 'dictionary'],
  defaultSort: [{ field: 'sort', direction: 'asc' }],
  tree: { parentField: 'parentId', titleField: 'dictValue', sortField: 'sort' },
  dictionary: { codeField: 'code' },
  // The seal is lifted by saving the item with 封存 否 and nothing else changed (resource.decider).
  seal: { field: 'isSealed', message: '该字典已封存,解封后才能修改或删除' },
  validate(values) {
    if (values.isSealed !== 0 && values.isSealed !== 1) return '字典封存只能是 0 或 1';
    // Only items need a key: the console's header form has no key input.
    if (values.parentId !== topLevelId && !values.dictKey) return '请输入字典键值';
    return undefined;
  },
} satisfies Partial<ResourceDeclaration>;

/** System dictionaries (blade-system/dict): platform-wide, read by every tenant's screens. */
export const dictResource = defineResource({
  ...dictionaryParts,
  name: 'dict',
  title: { zh: '系统字典', en: 'System dictionaries' },
  service: 'blade-system',
  path: 'dict',
  table: 'blade_dict',
  scope: 'platform',
  permissions: { view: 'dict_view', add: 'dict_add', edit: 'dict_edit', remove: 'dict_delete' },
});
