import { featureMessages } from '@console/lib/i18n/messages';

/** The error pages and the honest page of a function that is not there yet. */
export const errorsMessages = featureMessages(
  {
    status403: '抱歉, 你无权访问该页面',
    status404: '抱歉, 你访问的页面不存在',
    status500: '抱歉, 服务器出错了',
    backHome: '返回首页',
    notAvailable: '此功能尚未开放',
    notAvailableDetail: '该菜单的页面还在建设中, 开放后将在此显示。',
  },
  {
    status403: 'Sorry, you may not see this page',
    status404: 'Sorry, this page does not exist',
    status500: 'Sorry, the server failed',
    backHome: 'Back to home',
    notAvailable: 'This function is not available yet',
    notAvailableDetail: 'The page of this menu is still being built; it will show here once available.',
  },
);
