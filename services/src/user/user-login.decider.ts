import { RefusedError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { RecordLoginFailed, RecordLoginSucceeded, Unlock } from '@services/user/user.commands';
import type {
  UserLocked,
  UserLoginFailed,
  UserLoginSucceeded,
  UserUnlocked,
} from '@services/user/user.events';

/** The login handler answers this too when it finds the account locked before checking the password. */
export const tooManyLoginFailures = '用户登录失败次数过多';

/** A user's login record: failures that may still count toward a lock, and the lock if any. */
export interface LoginState {
  /** When each failure since the last success, lock or unlock happened (ISO-8601). */
  failures: readonly string[];
  /** `until` null: until an administrator unlocks. A lock past its end stays recorded until lifted. */
  lock: { until: string | null } | null;
}

export type LoginEvent = UserLoginSucceeded | UserLoginFailed | UserLocked | UserUnlocked;

export const noLoginActivity: LoginState = { failures: [], lock: null };

export function evolveLogin(login: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'UserLoginSucceeded':
    case 'UserUnlocked':
      return noLoginActivity;
    case 'UserLoginFailed':
      return { ...login, failures: [...login.failures, event.data.at] };
    case 'UserLocked':
      return { failures: [], lock: { until: event.data.until } };
    default:
      return assertNever(event);
  }
}

/** Whether a login at `at` must be refused; a lock with an end lifts itself then. */
export function isLoginLocked(login: LoginState, at: string): boolean {
  if (login.lock === null) return false;
  return login.lock.until === null || Date.parse(at) < Date.parse(login.lock.until);
}

export function decideLoginSucceeded(
  id: string,
  login: LoginState,
  { data, metadata }: RecordLoginSucceeded,
): LoginEvent[] {
  refuseWhileLocked(login, metadata.at);
  return [
    {
      type: 'UserLoginSucceeded',
      data: { id, at: metadata.at, clientIp: data.clientIp, clientId: data.clientId },
    },
  ];
}

/**
 * Counts the failures of the sliding window, this one included; reaching the policy's limit
 * also locks the account. A failure while locked is refused like a success: the handler should
 * not have checked the password, and the answer is the same either way.
 */
export function decideLoginFailed(
  id: string,
  login: LoginState,
  { data, metadata }: RecordLoginFailed,
): LoginEvent[] {
  refuseWhileLocked(login, metadata.at);
  const { maxFailures, windowMs, lockMs } = data.policy;
  const now = Date.parse(metadata.at);
  const failures = login.failures.filter((failedAt) => now - Date.parse(failedAt) < windowMs).length + 1;
  const failed: UserLoginFailed = {
    type: 'UserLoginFailed',
    data: { id, at: metadata.at, clientIp: data.clientIp, failures },
  };
  if (failures < maxFailures) return [failed];
  const until = lockMs === null ? null : new Date(now + lockMs).toISOString();
  return [failed, { type: 'UserLocked', data: { id, at: metadata.at, until } }];
}

/**
 * Lifts any recorded lock, even one past its end, so that the read model stops showing it.
 * Without a lock there is nothing to do: failures alone are left to age out of the window.
 */
export function decideUnlock(id: string, login: LoginState, { metadata }: Unlock): LoginEvent[] {
  if (login.lock === null) return [];
  return [{ type: 'UserUnlocked', data: { id, by: metadata.callerId, at: metadata.at } }];
}

function refuseWhileLocked(login: LoginState, at: string): void {
  if (isLoginLocked(login, at)) throw new RefusedError(tooManyLoginFailures);
}
