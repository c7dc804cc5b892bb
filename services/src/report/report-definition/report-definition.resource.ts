import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';
import { reportCharts, reportSources } from '@services/report/report-run/report-run.wire';

const offers = (list: readonly string[], value: unknown) => list.includes(String(value));

/**
 * Report definitions (blade-report/report/rest): which read model a report reads, how it groups
 * and what it measures, and the chart it is drawn as. Running one is report-run's.
 */
export const reportDefinitionResource = defineResource({
  name: 'report',
  title: { zh: '报表', en: 'Reports' },
  service: 'blade-report',
  path: 'report/rest',
  table: 'blade_report',
  fields: {
    name: field.text({
      label: { zh: '报表名称', en: 'Report name' },
      required: '请输入报表名称',
      maxLength: 64,
      filterable: true,
      sortable: true,
    }),
    source: field.code({
      label: { zh: '数据来源', en: 'Source' },
      required: '请选择数据来源',
      dictCode: 'report_source',
      filterable: true,
    }),
    dimension: field.code({
      label: { zh: '分组维度', en: 'Group by' },
      required: '请选择分组维度',
      dictCode: 'report_dimension',
    }),
    measure: field.code({
      label: { zh: '统计指标', en: 'Measure' },
      required: '请选择统计指标',
      dictCode: 'report_measure',
    }),
    chartType: field.code({
      label: { zh: '图表类型', en: 'Chart' },
      required: '请选择图表类型',
      dictCode: 'report_chart',
    }),
    remark: field.remark(),
  },
  actions: ['list', 'detail', 'submit', 'remove'],
  permissions: {
    view: 'report_rest_view',
    add: 'report_rest_add',
    edit: 'report_rest_edit',
    remove: 'report_rest_delete',
  },
  validate(values) {
    if (!Object.hasOwn(reportSources, String(values.source))) return '数据来源不存在';
    const source = reportSources[values.source as keyof typeof reportSources];
    if (!offers(source.dimensions, values.dimension)) return '该数据来源不能按所选维度分组';
    if (!offers(source.measures, values.measure)) return '该数据来源不能统计所选指标';
    if (!offers(reportCharts, values.chartType)) return '图表类型只能是柱状图或折线图';
    return undefined;
  },
});
