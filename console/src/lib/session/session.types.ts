import type { TokenAnswer } from '@services/auth/oauth/oauth.wire';

/** The token call's answer (WIRE.md), as the server declares it. */
export type { TokenAnswer };

/** A node of menu/routes and menu/buttons (WIRE.md "Menus and permissions"). */
export interface MenuNode {
  id: string;
  code: string;
  name: string;
  path: string | null;
  /** The icon name. */
  source: string | null;
  sort: number;
  category: number;
  /** 2: an external link opens in a new window. */
  isOpen?: number;
  meta?: { i18n?: string; keepAlive?: boolean; roles?: string[]; [key: string]: unknown };
  children?: MenuNode[];
}

/** What the console keeps of a signed-in user (SPEC.md §3 Session). */
export type UserInfo = Pick<
  TokenAnswer,
  'avatar' | 'user_name' | 'user_id' | 'dept_id' | 'role_id' | 'role_name' | 'oauth_id' | 'account'
>;

export interface Tokens {
  access: string;
  refresh: string;
  /** Milliseconds since the epoch when the token was received: the refresh counts from here. */
  time: number;
}

/** The lock screen's state (SPEC.md §4): kept until login or logout clears it. */
export interface LockState {
  locked: boolean;
  password: string;
}

export interface SignedInSession {
  tokens: Tokens;
  tenantId: string;
  userInfo: UserInfo;
}

export interface Credentials {
  tenantId: string;
  account: string;
  /** What the user typed; hashed before it leaves the browser. */
  password: string;
  captchaKey: string;
  captchaCode: string;
}

/** The department and role chosen in switch mode (SPEC.md §6). */
export interface Scope {
  deptId: string;
  roleId: string;
}

export function userInfoOf(answer: TokenAnswer): UserInfo {
  return {
    avatar: answer.avatar,
    user_name: answer.user_name,
    user_id: answer.user_id,
    dept_id: answer.dept_id,
    role_id: answer.role_id,
    role_name: answer.role_name,
    oauth_id: answer.oauth_id,
    account: answer.account,
  };
}
