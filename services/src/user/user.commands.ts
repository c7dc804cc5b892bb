import type { DomainCommand } from '@platform/commands/command-metadata';
import type { OwnInfo, UserProfile } from '@services/user/user.events';

/** Failed logins tolerated inside a sliding window before the account is locked. */
export interface LoginPolicy {
  maxFailures: number;
  windowMs: number;
  /** How long a lock lasts; null keeps it until an administrator unlocks. */
  lockMs: number | null;
}

export const defaultLoginPolicy: LoginPolicy = { maxFailures: 5, windowMs: 10 * 60_000, lockMs: null };

/** The user type the console creates unless told otherwise: 1, web. */
export const webUserType = 1;

/** The user's tenant is the command's tenant; the id and the password hash come from the handler. */
export type CreateUser = DomainCommand<
  'CreateUser',
  UserProfile & { id: string; passwordHash: string; status: number; createDept: string }
>;
/** Replaces the whole profile (the password has its own command). */
export type UpdateUser = DomainCommand<'UpdateUser', UserProfile>;
export type UpdateOwnInfo = DomainCommand<'UpdateOwnInfo', OwnInfo>;
/** One per user of a grant call (userIds × roleIds), executed all or nothing. */
export type GrantRoles = DomainCommand<'GrantRoles', { roleIds: string[] }>;
/** The handler has verified the old password (own change) or the caller's right (reset). */
export type ChangePassword = DomainCommand<'ChangePassword', { passwordHash: string; reset: boolean }>;
/** In login commands the caller is the user logging in. */
export type RecordLoginSucceeded = DomainCommand<
  'RecordLoginSucceeded',
  { clientIp: string; clientId: string }
>;
export type RecordLoginFailed = DomainCommand<'RecordLoginFailed', { clientIp: string; policy: LoginPolicy }>;
export type Unlock = DomainCommand<'Unlock', Record<string, never>>;
export type RecordLoggedOut = DomainCommand<'RecordLoggedOut', Record<string, never>>;
export type RemoveUser = DomainCommand<'RemoveUser', Record<string, never>>;
export type UpdatePlatform = DomainCommand<'UpdatePlatform', { userType: number; userExt: string | null }>;

/** audit-pass and audit-refuse: an administrator decides on a registration awaiting approval. */
export type ApproveRegistration = DomainCommand<'ApproveRegistration', Record<string, never>>;
export type RefuseRegistration = DomainCommand<'RefuseRegistration', Record<string, never>>;

/** The status of a user registered through register-guest until an administrator approves. */
export const awaitingApprovalStatus = 0;

export type UserCommand =
  | CreateUser
  | UpdateUser
  | UpdateOwnInfo
  | GrantRoles
  | ChangePassword
  | RecordLoginSucceeded
  | RecordLoginFailed
  | Unlock
  | RecordLoggedOut
  | RemoveUser
  | UpdatePlatform
  | ApproveRegistration
  | RefuseRegistration;
