/**
 * What other contexts may use of blade-user: signing users in and out (auth), creating a new
 * tenant's administrator with the tenant (system), and users' third-party identities.
 */
export { isMd5Hex, PasswordHasher } from '@services/user/passwords/password-hasher';
export {
  type ThirdPartyIdentity,
  type UserOAuthBinding,
  UserOAuthRepository,
} from '@services/user/oauth/user-oauth.repository';
export { seedUser } from '@services/user/seed-user';
export { UserCommands } from '@services/user/user-commands';
export {
  type CreateUser,
  defaultLoginPolicy,
  type LoginPolicy,
  webUserType,
} from '@services/user/user.commands';
export { userDecider } from '@services/user/user.decider';
export { userStreamId } from '@services/user/user.stream';
export { userAccountKey } from '@services/user/user-account.key';
