import type { DomainEvent } from '@platform/commands/decider';

/**
 * What an administrator edits on the user form. Ids are decimal strings; `birthday` is a day,
 * "yyyy-MM-dd". The account is unique within a tenant: the decider cannot see other users, so
 * the handler checks it against the read model before deciding.
 */
export interface UserProfile {
  account: string;
  code: string | null;
  /** 1 web (the default); other values name other client platforms. */
  userType: number;
  /** The nickname. */
  name: string;
  realName: string;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  sex: number | null;
  roleIds: string[];
  deptIds: string[];
  postIds: string[];
}

/** The part of the profile users may change themselves (personal info screen). */
export type OwnInfo = Pick<UserProfile, 'avatar' | 'name' | 'realName' | 'phone' | 'email'>;

/**
 * Every event names its user by `id`. Times are ISO-8601 instants; `by` is the acting user.
 * Login events carry their outcome (failures counted, lock end) rather than a delta, so that
 * a read model writes them as plain values and a replay changes nothing.
 */
export type UserCreated = DomainEvent<
  'UserCreated',
  UserProfile & {
    id: string;
    tenantId: string;
    /** argon2id of the md5 hex the console sends (WIRE.md), computed by the handler. */
    passwordHash: string;
    /** 1 normal; 0 registered through register-guest and awaiting an administrator's approval. */
    status: number;
    createUser: string;
    createDept: string;
    createTime: string;
  }
>;
export type UserUpdated = DomainEvent<'UserUpdated', UserProfile & { id: string; by: string; at: string }>;
/** Made by the user themself, so `by` is always `id`. */
export type UserOwnInfoUpdated = DomainEvent<'UserOwnInfoUpdated', OwnInfo & { id: string; at: string }>;
export type UserRolesGranted = DomainEvent<
  'UserRolesGranted',
  { id: string; roleIds: string[]; by: string; at: string }
>;
export type UserPasswordChanged = DomainEvent<
  'UserPasswordChanged',
  {
    id: string;
    passwordHash: string;
    /** True when an administrator reset it; false when the user changed their own. */
    reset: boolean;
    by: string;
    at: string;
  }
>;
/** Also ends any failure count and any expired lock. */
export type UserLoginSucceeded = DomainEvent<
  'UserLoginSucceeded',
  { id: string; at: string; clientIp: string; clientId: string }
>;
export type UserLoginFailed = DomainEvent<
  'UserLoginFailed',
  {
    id: string;
    at: string;
    clientIp: string;
    /** Failures inside the policy's window, this one included, that count toward a lock. */
    failures: number;
  }
>;
/** Follows the failure that reached the limit; that count is used up by the lock. */
export type UserLocked = DomainEvent<'UserLocked', { id: string; at: string; until: string | null }>;
export type UserUnlocked = DomainEvent<'UserUnlocked', { id: string; by: string; at: string }>;
export type UserLoggedOut = DomainEvent<'UserLoggedOut', { id: string; at: string }>;
export type UserRemoved = DomainEvent<'UserRemoved', { id: string; by: string; at: string }>;
/**
 * The user's extra settings for one client platform (user/update-platform): `userExt` is the
 * platform's own text (JSON by custom), kept per user type; it replaces the previous one whole.
 */
export type UserPlatformUpdated = DomainEvent<
  'UserPlatformUpdated',
  { id: string; tenantId: string; userType: number; userExt: string | null; by: string; at: string }
>;

/** A registration awaiting approval (register-guest) accepted: the user may sign in from now on. */
export type UserRegistrationApproved = DomainEvent<
  'UserRegistrationApproved',
  { id: string; by: string; at: string }
>;
/** A registration awaiting approval refused: the user is gone, as if removed. */
export type UserRegistrationRefused = DomainEvent<
  'UserRegistrationRefused',
  { id: string; by: string; at: string }
>;

export type UserEvent =
  | UserCreated
  | UserUpdated
  | UserOwnInfoUpdated
  | UserRolesGranted
  | UserPasswordChanged
  | UserLoginSucceeded
  | UserLoginFailed
  | UserLocked
  | UserUnlocked
  | UserLoggedOut
  | UserRemoved
  | UserPlatformUpdated
  | UserRegistrationApproved
  | UserRegistrationRefused;
