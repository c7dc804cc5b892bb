import type { Reference } from '@platform/references/reference';

/** What the development tools' records name: a model its data source, a generator setting its model. */
export const developReferences: readonly Reference[] = [
  {
    from: { table: 'blade_model', column: 'datasource_id', field: 'datasourceId' },
    to: { table: 'blade_datasource', scope: 'platform' },
    missing: '数据源不存在',
    inUse: '该数据源已被数据模型使用,无法删除',
  },
  {
    from: { table: 'blade_code', column: 'model_id', field: 'modelId' },
    to: { table: 'blade_model', scope: 'platform' },
    missing: '数据模型不存在',
    inUse: '该数据模型已被代码生成使用,无法删除',
  },
];
