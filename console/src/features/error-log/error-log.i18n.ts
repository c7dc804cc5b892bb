import { featureMessages } from '@console/lib/i18n/messages';

/** The front-end error log (SPEC.md §8). */
export const errorLogMessages = featureMessages(
  {
    open: '错误日志',
    title: '前端错误日志',
    empty: '暂无错误',
    clear: '清空',
    type: '类型',
    message: '信息',
    url: '地址',
    time: '时间',
    sent: '这些错误也已发送到服务器, 可在 日志管理 › 错误日志 中查看。',
  },
  {
    open: 'Error log',
    title: 'Front-end error log',
    empty: 'No errors',
    clear: 'Clear',
    type: 'Type',
    message: 'Message',
    url: 'Address',
    time: 'Time',
    sent: 'These errors are also sent to the server: see Logs › Error logs.',
  },
);
