import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** System parameters (blade-system/param): named key/value settings of the platform. */
export const paramResource = defineResource({
  name: 'param',
  title: { zh: '参数管理', en: 'Parameters' },
  service: 'blade-system',
  path: 'param',
  table: 'blade_param',
  fields: {
    paramName: field.text({
      label: { zh: '参数名称', en: 'Parameter name' },
      required: '请输入参数名称',
      filterable: true,
      sortable: true,
    }),
    paramKey: field.text({
      label: { zh: '参数键名', en: 'Parameter key' },
      required: '请输入参数键名',
      filterable: true,
      sortable: true,
    }),
    paramValue: field.longText({
      label: { zh: '参数键值', en: 'Parameter value' },
      required: '请输入参数键值',
    }),
    remark: field.remark(),
  },
  unique: { field: 'paramKey', taken: '参数键名已存在' },
  actions: ['list', 'submit', 'remove'],
  permissions: { view: 'param_view', add: 'param_add', edit: 'param_edit', remove: 'param_delete' },
});
