import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * Code generator settings (blade-develop/code): which model to generate a resource of, and where
 * it is served (/api/<serviceName>/<apiPath>) and shown (/<modulePath>/<apiPath> in the console).
 */
export const codeResource = defineResource({
  name: 'code',
  title: { zh: '代码生成', en: 'Code generation' },
  service: 'blade-develop',
  path: 'code',
  table: 'blade_code',
  scope: 'platform',
  fields: {
    modelId: field.reference({
      label: { zh: '数据模型', en: 'Data model' },
      required: '请选择数据模型',
      filterable: true,
    }),
    codeName: field.text({
      label: { zh: '模块名称', en: 'Name' },
      required: '请输入模块名称',
      maxLength: 100,
      filterable: true,
      sortable: true,
    }),
    serviceName: field.code({
      label: { zh: '服务名称', en: 'Service' },
      required: '请输入服务名称',
      filterable: true,
    }),
    apiPath: field.code({ label: { zh: '接口路径', en: 'API path' }, required: '请输入接口路径' }),
    resourceName: field.code({ label: { zh: '资源名', en: 'Resource name' }, required: '请输入资源名' }),
    modulePath: field.code({ label: { zh: '菜单模块', en: 'Menu module' }, required: '请输入菜单模块' }),
    remark: field.remark(),
  },
  actions: ['list', 'detail', 'submit', 'remove'],
  permissions: { view: 'code_view', add: 'code_add', edit: 'code_edit', remove: 'code_delete' },
  validate(values) {
    if (!kebab.test(String(values.serviceName))) return '服务名称只能是小写字母、数字与连字符，如 blade-demo';
    if (!kebab.test(String(values.apiPath))) return '接口路径只能是小写字母、数字与连字符，如 demo-book';
    if (!kebab.test(String(values.modulePath))) return '菜单模块只能是小写字母、数字与连字符，如 develop';
    if (!/^[a-z][a-zA-Z]*$/.test(String(values.resourceName)))
      return '资源名只能是字母组成的小驼峰，如 demoBook';
    return undefined;
  },
});
