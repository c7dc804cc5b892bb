import type { Selectable } from 'kysely';
import type { AuthAuthorizationCodeTable, AuthSessionDb } from '@infra/schema/auth-sessions.tables';

export type AuthorizationCodeRow = Selectable<AuthAuthorizationCodeTable>;

/** Single sign-on codes (table auth_authorization_code), by the sha256 of the code. */
export class AuthorizationCodesRepository {
  constructor(private readonly db: AuthSessionDb) {}

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
