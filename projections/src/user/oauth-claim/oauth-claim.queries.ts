import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** Which user a third-party identity is claimed by, within one tenant. */
export class OAuthClaimQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user the identity signs in as, or null while nobody has claimed it. */
  async userOf(tenantId: string, oauthId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('blade_user_oauth_claim')
      .select('user_id')
      .where('oauth_id', '=', oauthId)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return row ? String(row.user_id) : null;
  }

  /** The identity claimed for a user, if any. */
  async claimedBy(tenantId: string, userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('blade_user_oauth_claim')
      .select('oauth_id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? String(row.oauth_id) : undefined;
  }
}
