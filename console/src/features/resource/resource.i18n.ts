import { featureMessages } from '@console/lib/i18n/messages';

/** The resource module's screens: storage and SMS settings, attachments. */
export const resourceMessages = featureMessages(
  {
    attach: {
      upload: '上传',
      preview: '预览',
      download: '下载',
    },
    enable: {
      enable: '启用',
      enabled: '已启用',
    },
    send: {
      open: '发送',
      title: '发送短信',
      code: '模板编号',
      phones: '手机号码',
      phonesHint: '多个号码以英文逗号分隔',
      params: '短信参数',
      paramsHint: 'JSON 对象, 如 {"code":"123456"}',
      submit: '发送',
      sent: '发送成功',
    },
  },
  {
    attach: {
      upload: 'Upload',
      preview: 'Preview',
      download: 'Download',
    },
    enable: {
      enable: 'Enable',
      enabled: 'Enabled',
    },
    send: {
      open: 'Send',
      title: 'Send a message',
      code: 'Template code',
      phones: 'Phones',
      phonesHint: 'Separate numbers with commas',
      params: 'Parameters',
      paramsHint: 'A JSON object, e.g. {"code":"123456"}',
      submit: 'Send',
      sent: 'Sent',
    },
  },
);
