import { featureMessages } from '@console/lib/i18n/messages';

/** The home tab's greeting and the dashboard of what the signed-in user may reach. */
export const welcomeMessages = featureMessages(
  {
    home: {
      title: '欢迎使用',
      greeting: '{{name}}, 你好',
      tenant: '租户',
      account: '账号',
      role: '角色',
    },
    dashboard: { title: '控制台', menus: '可用菜单', permissions: '按钮权限' },
  },
  {
    home: {
      title: 'Welcome',
      greeting: 'Hello, {{name}}',
      tenant: 'Tenant',
      account: 'Account',
      role: 'Role',
    },
    dashboard: { title: 'Dashboard', menus: 'Menus', permissions: 'Button permissions' },
  },
);
