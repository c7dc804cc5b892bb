import type { AuthSessionDb } from '@infra/schema/auth-sessions.tables';

/** Access tokens revoked before their expiry (table auth_revoked_token), by jti. */
export class RevokedTokenRepository {
  constructor(private readonly db: AuthSessionDb) {}

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
