import type { Kysely, Selectable } from 'kysely';
import type { Int8, Timestamp } from '@infra/schema/column-types';
import type { Database } from '@infra/schema/database';

/** A single sign-on code waiting for its exchange (migration 0020); only its sha256 is stored. */
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

// A state table, not a read model (no events write it): its one writer, below, declares it.
declare module '@infra/schema/database' {
  interface Database {
    auth_authorization_code: AuthAuthorizationCodeTable;
  }
}

export type AuthorizationCodeRow = Selectable<AuthAuthorizationCodeTable>;

/** Single sign-on codes (table auth_authorization_code), by the sha256 of the code. */
export class AuthorizationCodesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a code, clearing the expired ones first: nothing else removes unexchanged codes. */
  async save(row: AuthorizationCodeRow, now: Date): Promise<void> {
    await this.db.deleteFrom('auth_authorization_code').where('expires_at', '<=', now).execute();
    await this.db.insertInto('auth_authorization_code').values(row).execute();
  }

  /** Removes and answers the code in one statement: of two concurrent exchanges only one gets it. */
  async take(codeHash: string): Promise<AuthorizationCodeRow | undefined> {
    return this.db
      .deleteFrom('auth_authorization_code')
      .where('code_hash', '=', codeHash)
      .returningAll()
      .executeTakeFirst();
  }
}
