import { featureMessages } from '@console/lib/i18n/messages';

/** A record's history: its timeline of events and what each changed, field by field. */
export const recordHistoryMessages = featureMessages(
  {
    timeline: {
      title: '变更时间线',
      revision: '版本',
      time: '时间',
      user: '操作人',
      ip: 'IP 地址',
      event: '事件',
      changes: '变更内容',
      request: '请求',
      sameRequest: '查看同一请求的全部变更',
    },
    change: {
      field: '字段',
      before: '变更前',
      after: '变更后',
    },
    failed: '历史加载失败: {{message}}',
  },
  {
    timeline: {
      title: 'Timeline',
      revision: 'Revision',
      time: 'Time',
      user: 'User',
      ip: 'IP address',
      event: 'Event',
      changes: 'Changes',
      request: 'Request',
      sameRequest: 'Every change made by the same request',
    },
    change: {
      field: 'Field',
      before: 'Before',
      after: 'After',
    },
    failed: 'The history could not be loaded: {{message}}',
  },
);
