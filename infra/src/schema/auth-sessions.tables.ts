import type { ColumnType, Kysely } from 'kysely';
import type { Int8, Timestamp } from '@infra/schema/column-types';

/**
 * The tables of migrations 0005 and 0020, joined into Database: the token signing secret,
 * captchas, refresh tokens, the logout denylist and single sign-on codes.
 */
export interface AuthSessionTables {
  platform_secret: PlatformSecretTable;
  auth_captcha: AuthCaptchaTable;
  auth_refresh_token: AuthRefreshTokenTable;
  auth_revoked_token: AuthRevokedTokenTable;
  auth_authorization_code: AuthAuthorizationCodeTable;
}

/** The handle the auth repositories take: they name only their own tables. */
export type AuthSessionDb = Kysely<AuthSessionTables>;

/** The auth repositories' handle on a database whose tables include these, e.g. `SqlDatabase.db`. */
export function authSessionDb<Tables extends AuthSessionTables>(db: Kysely<Tables>): AuthSessionDb {
  // Kysely's type is invariant in its tables (through transaction callbacks), yet a handle on
  // more tables serves code that names fewer: the constraint above is what makes the cast sound.
  return db as unknown as AuthSessionDb;
}

/** Secrets every process sharing the database must agree on, generated once. */
export interface PlatformSecretTable {
  name: string;
  value: string;
  created_at: ColumnType<Date, never, never>;
}

export interface AuthCaptchaTable {
  key: string;
  code: string;
  expires_at: Timestamp;
}

/** One row per refresh token ever issued; only the sha256 of the token is stored. */
export interface AuthRefreshTokenTable {
  id: string;
  token_hash: string;
  family_id: string;
  tenant_id: string;
  user_id: Int8;
  client_id: string;
  /** Comma lists, as the token answer carries them (WIRE.md). */
  dept_id: string;
  role_id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  replaced_by: string | null;
}

/** Access tokens revoked before their expiry (logout), by jti. */
export interface AuthRevokedTokenTable {
  jti: string;
  expires_at: Timestamp;
}

/** A single sign-on code waiting for its exchange; only its sha256 is stored. */
export interface AuthAuthorizationCodeTable {
  code_hash: string;
  client_id: string;
  redirect_uri: string;
  tenant_id: string;
  user_id: Int8;
  dept_id: string;
  role_id: string;
  expires_at: Timestamp;
}
