import { featureMessages } from '@console/lib/i18n/messages';

export const grantsMessages = featureMessages(
  {
    roleGrant: '权限设置',
    topMenuGrant: '菜单配置',
    trees: {
      menu: '菜单权限',
      dataScope: '数据权限',
      apiScope: '接口权限',
    },
  },
  {
    roleGrant: 'Permissions',
    topMenuGrant: 'Menus',
    trees: {
      menu: 'Menus',
      dataScope: 'Data scopes',
      apiScope: 'API scopes',
    },
  },
);
