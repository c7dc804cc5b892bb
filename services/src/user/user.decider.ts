import type { Decider } from '@platform/commands/decider';
import { RefusedError, ConflictError, ForbiddenError, NotFoundError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import { awaitingApprovalStatus, type UserCommand } from '@services/user/user.commands';
import type { OwnInfo, UserEvent, UserProfile } from '@services/user/user.events';
import {
  decideLoginFailed,
  decideLoginSucceeded,
  decideUnlock,
  evolveLogin,
  isLoginLocked,
  type LoginState,
  noLoginActivity,
} from '@services/user/user-login.decider';

export interface PresentUser {
  status: 'present';
  id: string;
  tenantId: string;
  profile: UserProfile;
  login: LoginState;
  /** Registered through register-guest, not yet approved: cannot sign in. */
  awaitingApproval: boolean;
}

export type UserState = { status: 'absent' } | PresentUser | { status: 'removed' };

export const userNotFound = '用户不存在';
export const notAwaitingApproval = '该用户没有待审核的注册申请';

/**
 * The life of a user: created once, edited by administrators and by themself, logging in and
 * out (too many failures lock the account), removed once. A user is only visible to its own
 * tenant: to any other it does not exist. Account uniqueness spans users, so the handler checks
 * it against the read model; the decider sees one user only.
 */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserCreated':
        return {
          status: 'present',
          id: event.data.id,
          tenantId: event.data.tenantId,
          profile: profileOf(event.data),
          login: noLoginActivity,
          awaitingApproval: event.data.status === awaitingApprovalStatus,
        };
      case 'UserUpdated':
        return whilePresent(state, (user) => ({ ...user, profile: profileOf(event.data) }));
      case 'UserOwnInfoUpdated':
        return whilePresent(state, (user) => ({
          ...user,
          profile: { ...user.profile, ...ownInfoOf(event.data) },
        }));
      case 'UserRolesGranted':
        return whilePresent(state, (user) => ({
          ...user,
          profile: { ...user.profile, roleIds: event.data.roleIds },
        }));
      case 'UserLoginSucceeded':
      case 'UserLoginFailed':
      case 'UserLocked':
      case 'UserUnlocked':
        return whilePresent(state, (user) => ({ ...user, login: evolveLogin(user.login, event) }));
      case 'UserPasswordChanged':
      case 'UserLoggedOut':
      case 'UserPlatformUpdated':
        return state;
      case 'UserRegistrationApproved':
        return whilePresent(state, (user) => ({ ...user, awaitingApproval: false }));
      case 'UserRemoved':
      case 'UserRegistrationRefused':
        return { status: 'removed' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { metadata } = command;
    if (command.type === 'CreateUser') {
      if (state.status !== 'absent') throw new ConflictError('用户已存在');
      const { id, passwordHash, status, createDept } = command.data;
      const created = { id, tenantId: metadata.tenantId, ...profileOf(command.data), passwordHash, status };
      const audit = { createUser: metadata.callerId, createDept, createTime: metadata.at };
      return [{ type: 'UserCreated', data: { ...created, ...audit } }];
    }
    const user = visibleUser(state, metadata.tenantId);
    const { id } = user;
    const by = metadata.callerId;
    const at = metadata.at;
    switch (command.type) {
      case 'UpdateUser': {
        const profile = profileOf(command.data);
        if (isUnchanged(user.profile, profile)) return [];
        return [{ type: 'UserUpdated', data: { id, ...profile, by, at } }];
      }
      case 'UpdateOwnInfo': {
        if (by !== id) throw new ForbiddenError('只能修改本人的信息');
        const info = ownInfoOf(command.data);
        if (isUnchanged(user.profile, info)) return [];
        return [{ type: 'UserOwnInfoUpdated', data: { id, ...info, at } }];
      }
      case 'GrantRoles': {
        const { roleIds } = command.data;
        if (isUnchanged(user.profile, { roleIds })) return [];
        return [{ type: 'UserRolesGranted', data: { id, roleIds, by, at } }];
      }
      case 'ChangePassword': {
        const { passwordHash, reset } = command.data;
        if (!reset && by !== id) throw new ForbiddenError('只能修改本人的密码');
        return [{ type: 'UserPasswordChanged', data: { id, passwordHash, reset, by, at } }];
      }
      case 'RecordLoginSucceeded':
        return decideLoginSucceeded(id, user.login, command);
      case 'RecordLoginFailed':
        return decideLoginFailed(id, user.login, command);
      case 'Unlock':
        return decideUnlock(id, user.login, command);
      case 'RecordLoggedOut':
        return [{ type: 'UserLoggedOut', data: { id, at } }];
      case 'RemoveUser':
        if (by === id) throw new RefusedError('不能删除本账号');
        return [{ type: 'UserRemoved', data: { id, by, at } }];
      case 'UpdatePlatform': {
        const { userType, userExt } = command.data;
        return [
          { type: 'UserPlatformUpdated', data: { id, tenantId: user.tenantId, userType, userExt, by, at } },
        ];
      }
      case 'ApproveRegistration':
        if (!user.awaitingApproval) throw new RefusedError(notAwaitingApproval);
        return [{ type: 'UserRegistrationApproved', data: { id, by, at } }];
      case 'RefuseRegistration':
        if (!user.awaitingApproval) throw new RefusedError(notAwaitingApproval);
        return [{ type: 'UserRegistrationRefused', data: { id, by, at } }];
      default:
        return assertNever(command);
    }
  },
};

/** For the login handler: whether a login at `at` must be refused before the password is checked. */
export function isLocked(state: UserState, at: string): boolean {
  return state.status === 'present' && isLoginLocked(state.login, at);
}

function visibleUser(state: UserState, tenantId: string): PresentUser {
  if (state.status !== 'present' || state.tenantId !== tenantId) throw new NotFoundError(userNotFound);
  return state;
}

function whilePresent(state: UserState, change: (user: PresentUser) => PresentUser): UserState {
  return state.status === 'present' ? change(state) : state;
}

/** Copies exactly the profile fields, so that extra properties of a parsed body never reach an event. */
function profileOf(source: UserProfile): UserProfile {
  return {
    account: source.account,
    code: source.code,
    userType: source.userType,
    name: source.name,
    realName: source.realName,
    avatar: source.avatar,
    email: source.email,
    phone: source.phone,
    birthday: source.birthday,
    sex: source.sex,
    roleIds: [...source.roleIds],
    deptIds: [...source.deptIds],
    postIds: [...source.postIds],
  };
}

function ownInfoOf(source: OwnInfo): OwnInfo {
  return {
    avatar: source.avatar,
    name: source.name,
    realName: source.realName,
    phone: source.phone,
    email: source.email,
  };
}

/** Lists compare in order: the same ids in a new order are an edit the read model shows. */
function isUnchanged<T extends object>(current: T, next: Partial<T>): boolean {
  return (Object.keys(next) as Array<keyof T>).every((key) => {
    const [a, b] = [current[key], next[key]];
    if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
    return a === b;
  });
}
