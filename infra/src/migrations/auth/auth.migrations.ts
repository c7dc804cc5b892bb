import type { Migrations } from '@infra/migrations/migrations';
import * as authSessions from '@infra/migrations/auth/0005-auth-sessions';
import * as authorizationCodes from '@infra/migrations/auth/0020-authorization-codes';
import * as refreshTokenPruning from '@infra/migrations/auth/0024-refresh-token-pruning';
import * as validateCodes from '@infra/migrations/auth/0084-validate-codes';

/** The migrations of the auth context's tables, by permanent name. */
export const authMigrations: Migrations = {
  '0005-auth-sessions': authSessions,
  '0020-authorization-codes': authorizationCodes,
  '0024-refresh-token-pruning': refreshTokenPruning,
  '0084-validate-codes': validateCodes,
};
