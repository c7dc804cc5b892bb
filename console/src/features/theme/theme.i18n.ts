import { featureMessages } from '@console/lib/i18n/messages';

export const themeMessages = featureMessages(
  { title: '主题色', custom: '自定义颜色' },
  { title: 'Theme colour', custom: 'Custom colour' },
);
