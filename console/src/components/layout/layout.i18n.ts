import { featureMessages } from '@console/lib/i18n/messages';

/** The main layout: menu, tab bar, top bar, footer, and the embedded pages of external menus. */
export const layoutMessages = featureMessages(
  {
    home: '首页',
    menu: '菜单',
    collapse: '收起菜单',
    expand: '展开菜单',
    language: '语言',
    fullScreen: '全屏',
    exitFullScreen: '退出全屏',
    userMenu: {
      dashboard: '控制台',
      info: '个人信息',
      switch: '切换部门/角色',
      logout: '退出登录',
      confirmLogout: '退出系统, 是否继续?',
    },
    tabs: {
      label: '已打开的页面',
      close: '关闭 {{label}}',
      clearCache: '清除缓存',
      closeOthers: '关闭其他',
      closeAll: '关闭全部',
      confirmClearCache: '是否需要清除缓存?',
      cacheCleared: '清除完毕',
    },
    iframe: { missing: '缺少要嵌入的页面地址' },
  },
  {
    home: 'Home',
    menu: 'Menu',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    language: 'Language',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
    userMenu: {
      dashboard: 'Dashboard',
      info: 'Personal info',
      switch: 'Switch department/role',
      logout: 'Log out',
      confirmLogout: 'Log out of the system?',
    },
    tabs: {
      label: 'Opened pages',
      close: 'Close {{label}}',
      clearCache: 'Clear cache',
      closeOthers: 'Close others',
      closeAll: 'Close all',
      confirmClearCache: 'Clear the cache?',
      cacheCleared: 'Cache cleared',
    },
    iframe: { missing: 'No page address to embed' },
  },
);
