import { featureMessages } from '@console/lib/i18n/messages';

/** The lock screen. */
export const lockMessages = featureMessages(
  {
    lock: '锁屏',
    title: '屏幕已锁定',
    setTitle: '设置锁屏密码',
    password: '锁屏密码',
    passwordRequired: '请输入锁屏密码',
    submitLock: '锁屏',
    unlock: '解锁',
    wrongPassword: '解锁密码错误,请重新输入',
    logout: '退出登录',
  },
  {
    lock: 'Lock',
    title: 'The screen is locked',
    setTitle: 'Set a lock password',
    password: 'Lock password',
    passwordRequired: 'Enter the lock password',
    submitLock: 'Lock',
    unlock: 'Unlock',
    wrongPassword: 'Wrong password, try again',
    logout: 'Log out',
  },
);
