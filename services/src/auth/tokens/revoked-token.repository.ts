import type { Kysely } from 'kysely';
import type { Timestamp } from '@infra/schema/column-types';
import type { Database } from '@infra/schema/database';

/** An access token revoked before its expiry (migration 0005), by jti. */
export interface AuthRevokedTokenTable {
  jti: string;
  expires_at: Timestamp;
}

// A state table, not a read model (no events write it): its one writer, below, declares it.
declare module '@infra/schema/database' {
  interface Database {
    auth_revoked_token: AuthRevokedTokenTable;
  }
}

export const revokedTokenTable = 'auth_revoked_token';

/** Access tokens revoked before their expiry (table auth_revoked_token), by jti. */
export class RevokedTokenRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(jti: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('auth_revoked_token')
      .values({ jti, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('jti').doNothing())
      .execute();
  }

  async isRevoked(jti: string, at: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('auth_revoked_token')
      .select('jti')
      .where('jti', '=', jti)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return row !== undefined;
  }

  async deleteExpired(at: Date): Promise<void> {
    await this.db.deleteFrom('auth_revoked_token').where('expires_at', '<=', at).execute();
  }
}
