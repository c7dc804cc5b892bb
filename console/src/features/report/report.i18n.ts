import { featureMessages } from '@console/lib/i18n/messages';

/** The report screens: definitions, and one report run as a chart and a table. */
export const reportMessages = featureMessages(
  {
    run: '运行',
    from: '开始日期',
    to: '结束日期',
    query: '查询',
    export: '导出',
    close: '关闭',
    range: '统计区间: {{from}} 至 {{to}}',
    group: '分组',
    value: '数值',
    truncated: '分组过多, 仅显示前 {{count}} 组',
    chart: '{{name}} 图表',
  },
  {
    run: 'Run',
    from: 'From',
    to: 'To',
    query: 'Search',
    export: 'Export',
    close: 'Close',
    range: 'Days: {{from}} to {{to}}',
    group: 'Group',
    value: 'Value',
    truncated: 'Too many groups: only the first {{count}} are shown',
    chart: '{{name}} chart',
  },
);
