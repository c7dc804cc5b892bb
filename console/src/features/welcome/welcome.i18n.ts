import { featureMessages } from '@console/lib/i18n/messages';

/** The home tab: greeting, latest notices and the operator's figures; the dashboard of what the user may reach. */
export const welcomeMessages = featureMessages(
  {
    home: {
      title: '欢迎使用',
      greeting: '{{name}}, 你好',
      tenant: '租户',
      account: '账号',
      role: '角色',
    },
    notices: { title: '最新通知', empty: '暂无通知' },
    merchants: {
      title: '商户总数',
      unverified: '未验证银行账户',
      requested: '已发起验证',
      deposited: '待金额验证',
      verified: '已验证',
      exhausted: '验证次数用尽',
    },
    goods: {
      title: '商品',
      draft: '草稿',
      awaitingAudit: '待审核',
      onSale: '已上架',
      rejected: '审核驳回',
      offSale: '已下架',
      recycled: '已删除',
      trend: '近 30 天每日提交审核的商品',
      day: '日期',
      submitted: '提交审核',
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
    notices: { title: 'Latest notices', empty: 'No notices yet' },
    merchants: {
      title: 'Merchants',
      unverified: 'Bank account not verified',
      requested: 'Verification requested',
      deposited: 'Awaiting amount check',
      verified: 'Verified',
      exhausted: 'Out of attempts',
    },
    goods: {
      title: 'Goods',
      draft: 'Drafts',
      awaitingAudit: 'Awaiting audit',
      onSale: 'On sale',
      rejected: 'Rejected',
      offSale: 'Off sale',
      recycled: 'Deleted',
      trend: 'Goods submitted for audit per day, last 30 days',
      day: 'Day',
      submitted: 'Submitted for audit',
    },
    dashboard: { title: 'Dashboard', menus: 'Menus', permissions: 'Button permissions' },
  },
);
