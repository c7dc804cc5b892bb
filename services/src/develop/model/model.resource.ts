import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';
import { fieldPrototypes } from '@services/develop/model/model.wire';

/**
 * Data models (blade-develop/model): a table of a data source, and its fields as edited for the
 * code generator (`prototype`, JSON of model-prototype.ts, saved by model/submit-list).
 */
export const modelResource = defineResource({
  name: 'model',
  title: { zh: '数据模型', en: 'Data models' },
  service: 'blade-develop',
  path: 'model',
  table: 'blade_model',
  scope: 'platform',
  fields: {
    datasourceId: field.reference({
      label: { zh: '数据源', en: 'Data source' },
      required: '请选择数据源',
      filterable: true,
    }),
    modelName: field.text({
      label: { zh: '模型名称', en: 'Model name' },
      required: '请输入模型名称',
      maxLength: 100,
      filterable: true,
      sortable: true,
    }),
    modelCode: field.code({
      label: { zh: '模型编号', en: 'Model code' },
      required: '请输入模型编号',
      filterable: true,
    }),
    modelTable: field.code({
      label: { zh: '模型表名', en: 'Table' },
      required: '请输入模型表名',
      maxLength: 128,
      filterable: true,
    }),
    modelRemark: field.remark({ zh: '模型备注', en: 'Remark' }),
    prototype: field.longText({ label: { zh: '字段配置', en: 'Fields' } }),
  },
  actions: ['list', 'detail', 'select', 'submit', 'remove'],
  permissions: { view: 'model_view', add: 'model_add', edit: 'model_edit', remove: 'model_delete' },
  validate(values) {
    if (values.prototype === null || values.prototype === undefined) return undefined;
    try {
      const parsed = fieldPrototypes.safeParse(JSON.parse(String(values.prototype)));
      return parsed.success ? undefined : `字段配置格式不正确：${parsed.error.issues[0]?.message}`;
    } catch {
      return '字段配置格式不正确：不是 JSON';
    }
  },
});
