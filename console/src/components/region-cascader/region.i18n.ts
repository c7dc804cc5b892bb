import { featureMessages } from '@console/lib/i18n/messages';

/** The four-level region cascader. */
export const regionMessages = featureMessages(
  {
    levels: { '1': '省', '2': '市', '3': '区县', '4': '街道/乡镇' },
    choose: '请选择{{level}}',
  },
  {
    levels: { '1': 'Province', '2': 'City', '3': 'District', '4': 'Street or town' },
    choose: 'Choose the {{level}}',
  },
);
