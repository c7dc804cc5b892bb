import type { ColumnType } from 'kysely';
import type { Int8, Timestamp } from '@infra/schema/column-types';

/** The tables of migration 0021, joined into Database: third-party sign-in states and identities. */
export interface SocialLoginTables {
  auth_social_state: AuthSocialStateTable;
  blade_user_oauth: UserOAuthTable;
}

/** A sign-in sent to a provider, waiting for the user to come back; only the state's sha256. */
export interface AuthSocialStateTable {
  state_hash: string;
  source: string;
  tenant_id: string;
  code_verifier: string;
  expires_at: Timestamp;
}

/** A third-party identity of a tenant; user_id is set once a registration binds it to a user. */
export interface UserOAuthTable {
  id: Int8;
  tenant_id: string;
  source: string;
  uuid: string;
  user_id: Int8 | null;
  username: string | null;
  nickname: string | null;
  email: string | null;
  avatar: string | null;
  create_time: ColumnType<Date, never, never>;
  update_time: ColumnType<Date, Date | undefined, Date>;
}
