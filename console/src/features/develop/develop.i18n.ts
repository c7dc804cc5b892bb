import { featureMessages } from '@console/lib/i18n/messages';

/** The development tools' screens: data sources, data models and the code generator. */
export const developMessages = featureMessages(
  {
    datasource: {
      test: '测试连接',
    },
    model: {
      fromTable: '从数据表新建',
      fromTableTitle: '从数据表新建模型',
      datasource: '数据源',
      table: '数据表',
      fields: '字段配置',
      fieldsTitle: '字段配置：{{name}}',
      column: '列名',
      type: '类型',
      kind: '字段类型',
      labelZh: '中文名称',
      labelEn: '英文名称',
      required: '必填',
      filterable: '可搜索',
      sortable: '可排序',
    },
    code: {
      generate: '生成代码',
      copy: '复制',
      copied: '复制成功',
      previewTitle: '代码预览：{{name}}',
      download: '下载 zip',
      files: '生成的文件',
    },
  },
  {
    datasource: {
      test: 'Test connection',
    },
    model: {
      fromTable: 'New from a table',
      fromTableTitle: 'New model from a table',
      datasource: 'Data source',
      table: 'Table',
      fields: 'Fields',
      fieldsTitle: 'Fields: {{name}}',
      column: 'Column',
      type: 'Type',
      kind: 'Kind',
      labelZh: 'Chinese label',
      labelEn: 'English label',
      required: 'Required',
      filterable: 'Searchable',
      sortable: 'Sortable',
    },
    code: {
      generate: 'Generate code',
      copy: 'Copy',
      copied: 'Copied',
      previewTitle: 'Code preview: {{name}}',
      download: 'Download zip',
      files: 'Generated files',
    },
  },
);
