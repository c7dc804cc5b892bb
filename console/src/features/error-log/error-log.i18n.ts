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
    notSent: '服务器尚无接收前端错误日志的接口, 日志仅保留在本页面中。',
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
    notSent: 'The server has no route that receives front-end errors yet; they stay listed on this page.',
  },
);
