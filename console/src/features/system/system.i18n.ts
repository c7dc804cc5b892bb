import { featureMessages } from '@console/lib/i18n/messages';

export const systemMessages = featureMessages(
  {
    region: {
      title: '行政区划',
      code: '区划编号',
      parentCode: '上级区划',
      name: '区划名称',
      sort: '排序',
      remark: '备注',
    },
  },
  {
    region: {
      title: 'Regions',
      code: 'Code',
      parentCode: 'Parent',
      name: 'Name',
      sort: 'Sort',
      remark: 'Remark',
    },
  },
);
