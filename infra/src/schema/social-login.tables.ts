import type { ColumnType } from 'kysely';
import type { Int8, Timestamp } from '@infra/schema/column-types';

/**
 * The tables of migrations 0021 and 0022, joined into Database: third-party sign-in states,
 * identities, and the users they are claimed by.
 */
export interface SocialLoginTables {
  auth_social_state: AuthSocialStateTable;
  blade_user_oauth: UserOAuthTable;
  blade_user_oauth_claim: UserOAuthClaimTable;
}

/** A sign-in sent to a provider, waiting for the user to come back; only the state's sha256. */
export interface AuthSocialStateTable {
  state_hash: string;
  source: string;
  tenant_id: string;
  code_verifier: string;
  expires_at: Timestamp;
}

/** A third-party identity of a tenant, as the social grant last saw it. */
export interface UserOAuthTable {
  id: Int8;
  tenant_id: string;
  source: string;
  uuid: string;
  username: string | null;
  nickname: string | null;
  email: string | null;
  avatar: string | null;
  create_time: ColumnType<Date, never, never>;
  update_time: ColumnType<Date, Date | undefined, Date>;
}

/** Read model of the identity streams: the user an identity signs in as. */
export interface UserOAuthClaimTable {
  oauth_id: Int8;
  tenant_id: string;
  user_id: Int8;
}
