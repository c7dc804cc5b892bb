import { featureMessages } from '@console/lib/i18n/messages';

/** The resource module's screens: storage and SMS settings. */
export const resourceMessages = featureMessages(
  {
    enable: {
      enable: '启用',
      enabled: '已启用',
    },
  },
  {
    enable: {
      enable: 'Enable',
      enabled: 'Enabled',
    },
  },
);
