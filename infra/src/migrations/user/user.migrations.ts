import type { Migrations } from '@infra/migrations/migrations';
import * as users from '@infra/migrations/user/0006-users';
import * as userPlatforms from '@infra/migrations/user/0013-user-platforms';
import * as socialLogin from '@infra/migrations/user/0021-social-login';
import * as userOauthClaims from '@infra/migrations/user/0022-user-oauth-claims';
import * as userList from '@infra/migrations/user/0063-user-list';
import * as userPhone from '@infra/migrations/user/0085-user-phone';

/** The migrations of the user context's tables, by permanent name. */
export const userMigrations: Migrations = {
  '0006-users': users,
  '0013-user-platforms': userPlatforms,
  // Third-party sign-in states (auth's) and the identities users hold (blade_user_oauth, this
  // context's), in one migration that 0022 builds on.
  '0021-social-login': socialLogin,
  '0022-user-oauth-claims': userOauthClaims,
  '0063-user-list': userList,
  '0085-user-phone': userPhone,
};
