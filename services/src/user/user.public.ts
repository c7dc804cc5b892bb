/**
 * What other contexts may use of blade-user: recording sign-ins and sign-outs (auth), creating a
 * new tenant's administrator with the tenant (system), and users' third-party identities.
 */
export { isMd5Hex, PasswordHasher } from '@services/user/passwords/password-hasher';
export { type ThirdPartyIdentity, UserOAuthRepository } from '@services/user/oauth/user-oauth.repository';
export { seedUser } from '@services/user/seed-user';
export { UserLoginHandlers } from '@services/user/user-login.handlers';
export {
  type CreateUser,
  defaultLoginPolicy,
  type LoginPolicy,
  webUserType,
} from '@services/user/user.commands';
export { userDecider } from '@services/user/user.decider';
export { userStreamId } from '@services/user/user.stream';
export { userAccountKey } from '@services/user/user-account.key';
export { type SignedInUser, signedInUser } from '@services/user/user.wire';
