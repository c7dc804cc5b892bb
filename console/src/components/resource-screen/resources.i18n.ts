import { featureMessages } from '@console/lib/i18n/messages';

/** The generic resource screens' own words; shared ones (新增, 删除成功, ...) are in common. */
export const resourcesMessages = featureMessages(
  {
    createTime: '创建时间',
    startDate: '开始日期',
    endDate: '结束日期',
    shortcut: {
      today: '今天',
      yesterday: '昨天',
      last7Days: '近7天',
      all: '全部',
    },
    pager: {
      total: '共 {{total}} 条',
      pageSize: '{{size}}条/页',
      previous: '上一页',
      next: '下一页',
      page: '第 {{current}} / {{pages}} 页',
    },
    rules: {
      // Chinese shows the message the declaration carries, as SPEC.md §5 writes it.
      requiredTyped: '{{declared}}',
      requiredPicked: '{{declared}}',
      tooLong: '{{label}}长度不能超过{{max}}个字符',
      notInteger: '{{label}}必须是整数',
    },
    placeholder: {
      input: '请输入{{label}}',
      select: '请选择{{label}}',
    },
    selectAll: '全选',
    selectRow: '选择此行',
    expand: '展开',
    collapse: '收起',
    topLevel: '顶级',
    selected: '已选择 {{count}} 项',
    refresh: '刷新',
    history: '历史',
  },
  {
    createTime: 'Created',
    startDate: 'Start date',
    endDate: 'End date',
    shortcut: {
      today: 'Today',
      yesterday: 'Yesterday',
      last7Days: 'Last 7 days',
      all: 'All',
    },
    pager: {
      total: '{{total}} in total',
      pageSize: '{{size}} / page',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{current}} of {{pages}}',
    },
    rules: {
      requiredTyped: 'Enter {{label}}',
      requiredPicked: 'Choose {{label}}',
      tooLong: '{{label}} may not exceed {{max}} characters',
      notInteger: '{{label}} must be an integer',
    },
    placeholder: {
      input: 'Enter {{label}}',
      select: 'Choose {{label}}',
    },
    selectAll: 'Select all',
    selectRow: 'Select this row',
    expand: 'Expand',
    collapse: 'Collapse',
    topLevel: 'Top level',
    selected: '{{count}} selected',
    refresh: 'Refresh',
    history: 'History',
  },
);
