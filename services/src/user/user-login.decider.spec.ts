import { fold } from '@platform/commands/decider';
import { given } from '@platform/commands/given-when-then';
import { RefusedError, NotFoundError } from '@platform/errors/domain-errors';
import {
  defaultLoginPolicy,
  type LoginPolicy,
  type RecordLoginFailed,
  type RecordLoginSucceeded,
  type Unlock,
  webUserType,
} from '@services/user/user.commands';
import { isLocked, userDecider } from '@services/user/user.decider';
import type { UserCreated, UserEvent, UserLocked, UserLoginFailed } from '@services/user/user.events';

const tenantId = '000000';
const admin = '1123598821738675201';
const id = '1858000000000000001';
const clientIp = '10.0.0.8';
const start = Date.parse('2026-11-21T01:00:00.000Z');
/** The instant `minutes` after the user was created. */
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();

const created: UserCreated = {
  type: 'UserCreated',
  data: {
    id,
    tenantId,
    account: 'zhangsan',
    code: null,
    userType: webUserType,
    name: '小张',
    realName: '张三',
    avatar: null,
    email: null,
    phone: null,
    birthday: null,
    sex: null,
    roleIds: ['11'],
    deptIds: ['21'],
    postIds: [],
    passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    status: 1,
    createUser: admin,
    createDept: '21',
    createTime: at(0),
  },
};
const failed = (minute: number, failures: number): UserLoginFailed => ({
  type: 'UserLoginFailed',
  data: { id, at: at(minute), clientIp, failures },
});
const locked = (minute: number, until: string | null = null): UserLocked => ({
  type: 'UserLocked',
  data: { id, at: at(minute), until },
});
/** Four failures in minutes 1–4: one short of the default limit. */
const fourFailures = [1, 2, 3, 4].map((minute) => failed(minute, minute));
const lockedForGood = [created, ...fourFailures, failed(5, 5), locked(5)];

const fail = (
  minute: number,
  policy: LoginPolicy = defaultLoginPolicy,
  tenant = tenantId,
): RecordLoginFailed => ({
  type: 'RecordLoginFailed',
  data: { clientIp, policy },
  metadata: { tenantId: tenant, callerId: id, at: at(minute) },
});
const succeed = (minute: number): RecordLoginSucceeded => ({
  type: 'RecordLoginSucceeded',
  data: { clientIp, clientId: 'saber' },
  metadata: { tenantId, callerId: id, at: at(minute) },
});
const unlock = (minute: number, tenant = tenantId): Unlock => ({
  type: 'Unlock',
  data: {},
  metadata: { tenantId: tenant, callerId: admin, at: at(minute) },
});
const succeeded = (minute: number): UserEvent => ({
  type: 'UserLoginSucceeded',
  data: { id, at: at(minute), clientIp, clientId: 'saber' },
});

describe('user decider: logins', () => {
  describe('RecordLoginSucceeded', () => {
    it('records the login', () => {
      given(userDecider, [created])
        .when(succeed(1))
        .then([succeeded(1)]);
    });
    it('clears the failures: the next failure counts from one', () => {
      given(userDecider, [created, ...fourFailures, succeeded(5)])
        .when(fail(6))
        .then([failed(6, 1)]);
    });
    it('refuses while the account is locked', () => {
      given(userDecider, lockedForGood).when(succeed(6)).thenRefuses(RefusedError, '用户登录失败次数过多');
    });
    it('records the login once a timed lock has ended', () => {
      given(userDecider, [created, failed(1, 5), locked(1, at(31))])
        .when(succeed(31))
        .then([succeeded(31)]);
    });
    it('refuses a user that never existed', () => {
      given(userDecider, []).when(succeed(1)).thenRefuses(NotFoundError, '用户不存在');
    });
  });

  describe('RecordLoginFailed', () => {
    it('records the failure with the count inside the window', () => {
      given(userDecider, [created, failed(1, 1)])
        .when(fail(2))
        .then([failed(2, 2)]);
    });
    it('locks until unlocked when the failures reach the limit', () => {
      given(userDecider, [created, ...fourFailures])
        .when(fail(5))
        .then([failed(5, 5), locked(5)]);
    });
    it('locks for the time the policy gives', () => {
      const policy = { maxFailures: 2, windowMs: 60_000 * 10, lockMs: 30 * 60_000 };
      given(userDecider, [created, failed(1, 1)])
        .when(fail(2, policy))
        .then([failed(2, 2), locked(2, at(32))]);
    });
    it('does not count failures older than the window', () => {
      given(userDecider, [created, ...fourFailures])
        .when(fail(13))
        .then([failed(13, 2)]);
    });
    it('refuses while the account is locked', () => {
      given(userDecider, lockedForGood).when(fail(6)).thenRefuses(RefusedError, '用户登录失败次数过多');
    });
    it('counts afresh once a timed lock has ended: the lock used up its failures', () => {
      given(userDecider, [created, failed(1, 5), locked(1, at(3))])
        .when(fail(4))
        .then([failed(4, 1)]);
    });
    it("refuses another tenant's user", () => {
      given(userDecider, [created])
        .when(fail(1, defaultLoginPolicy, '000042'))
        .thenRefuses(NotFoundError, '用户不存在');
    });
  });

  describe('Unlock', () => {
    const unlocked = (minute: number): UserEvent => ({
      type: 'UserUnlocked',
      data: { id, by: admin, at: at(minute) },
    });
    it('lifts the lock', () => {
      given(userDecider, lockedForGood)
        .when(unlock(6))
        .then([unlocked(6)]);
    });
    it('lets the user log in again afterwards', () => {
      given(userDecider, [...lockedForGood, unlocked(6)])
        .when(succeed(7))
        .then([succeeded(7)]);
    });
    it('clears the failures with the lock', () => {
      given(userDecider, [...lockedForGood, unlocked(6), failed(7, 1)])
        .when(fail(8))
        .then([failed(8, 2)]);
    });
    it('lifts a timed lock that has ended, so that the read model stops showing it', () => {
      given(userDecider, [created, failed(1, 5), locked(1, at(3))])
        .when(unlock(10))
        .then([unlocked(10)]);
    });
    it('records nothing when there is no lock, even with failures', () => {
      given(userDecider, [created, ...fourFailures])
        .when(unlock(5))
        .thenNothing();
    });
    it("refuses another tenant's user", () => {
      given(userDecider, lockedForGood).when(unlock(6, '000042')).thenRefuses(NotFoundError, '用户不存在');
    });
  });

  describe('isLocked', () => {
    const lockedAt = (events: UserEvent[], minute: number) => isLocked(fold(userDecider, events), at(minute));
    it('is false for a user without a lock', () => {
      expect(lockedAt([created, ...fourFailures], 5)).toBe(false);
    });
    it('is true for a lock without an end, however late', () => {
      expect(lockedAt(lockedForGood, 60 * 24 * 365)).toBe(true);
    });
    it('ends a timed lock at its end', () => {
      const timed = [created, failed(1, 5), locked(1, at(31))];
      expect(lockedAt(timed, 30)).toBe(true);
      expect(lockedAt(timed, 31)).toBe(false);
    });
    it('is false for a user that does not exist', () => {
      expect(lockedAt([], 1)).toBe(false);
    });
  });
});
