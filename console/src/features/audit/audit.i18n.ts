import { featureMessages } from '@console/lib/i18n/messages';

/** The audit explorer: a record's history, its state at any revision, and the changes of a request. */
export const auditMessages = featureMessages(
  {
    title: '审计追溯',
    search: {
      label: '查找记录',
      type: '业务类型',
      typePlaceholder: '请选择业务类型',
      id: '业务编号',
      submit: '查询',
      notFound: '未找到该记录的历史',
      hint: '选择业务类型并输入业务编号,查看该记录的每一次变更;也可在列表中点击某行的“历史”直接打开。',
    },
    asOf: {
      title: '历史状态',
      revision: '版本',
      recordedAt: '记录时间 {{time}}',
      state: '该版本时的记录',
    },
    compare: {
      title: '版本比较',
      from: '起始版本',
      to: '结束版本',
      submit: '比较',
      same: '两个版本没有差异',
    },
    correlation: {
      title: '同一请求的变更',
      record: '记录',
      close: '关闭',
    },
    chain: {
      verified: '哈希链校验通过,已封存 {{sealed}} 个事件',
      broken: '哈希链校验失败:版本 {{revision}} 处断裂({{reason}})',
    },
    failed: '审计数据加载失败: {{message}}',
  },
  {
    title: 'Audit trail',
    search: {
      label: 'Find a record',
      type: 'Record type',
      typePlaceholder: 'Choose a record type',
      id: 'Record id',
      submit: 'Search',
      notFound: 'No history found for this record',
      hint: "Choose a record type and enter its id to see every change of that record, or open a row's history from its list.",
    },
    asOf: {
      title: 'Record as it was',
      revision: 'Revision',
      recordedAt: 'Recorded at {{time}}',
      state: 'The record at this revision',
    },
    compare: {
      title: 'Compare revisions',
      from: 'From revision',
      to: 'To revision',
      submit: 'Compare',
      same: 'The two revisions do not differ',
    },
    correlation: {
      title: 'Changes made by the same request',
      record: 'Record',
      close: 'Close',
    },
    chain: {
      verified: 'Hash chain verified, {{sealed}} events sealed',
      broken: 'Hash chain broken at revision {{revision}} ({{reason}})',
    },
    failed: 'Could not load the audit data: {{message}}',
  },
);
