import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/**
 * Rule bases (prepaid-merchant/ruleBase): the supervision rules a merchant can be bound to. Its
 * calls are named page/save/update rather than list/submit, so rule-base.controller.ts serves
 * them over this declaration's commands, events and read model.
 */
export const ruleBaseResource = defineResource({
  name: 'ruleBase',
  title: { zh: '规则库', en: 'Rule base' },
  service: 'prepaid-merchant',
  path: 'ruleBase',
  table: 'prepaid_rule_base',
  fields: {
    ruleName: field.text({
      label: { zh: '规则名称', en: 'Rule' },
      required: '请输入规则名称',
      maxLength: 64,
      filterable: true,
      sortable: true,
    }),
    ruleCode: field.code({
      label: { zh: '规则编码', en: 'Code' },
      required: '请输入规则编码',
      filterable: true,
      sortable: true,
    }),
    ruleType: field.integer({
      label: { zh: '规则类型', en: 'Type' },
      required: '请选择规则类型',
      filterable: true,
    }),
    ruleContent: field.longText({ label: { zh: '规则内容', en: 'Content' } }),
    remark: field.remark(),
  },
  actions: ['detail', 'remove'],
  permissions: {
    view: 'rule_base_view',
    add: 'rule_base_add',
    edit: 'rule_base_edit',
    remove: 'rule_base_delete',
  },
});
