import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** The identity a provider vouches for. */
export interface ThirdPartyIdentity {
  uuid: string;
  username: string | null;
  nickname: string | null;
  email: string | null;
  avatar: string | null;
}

export interface UserOAuthBinding {
  id: string;
  userId: string | null;
}

/**
 * Third-party identities (table blade_user_oauth), one per tenant, provider and subject, and the
 * user each is claimed by (blade_user_oauth_claim, the projection of register-guest's claims).
 */
export class UserOAuthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records the identity (refreshing its profile) and answers its row. `newId` is used only when
   * the identity is seen for the first time.
   */
  async remember(
    tenantId: string,
    source: string,
    identity: ThirdPartyIdentity,
    newId: string,
    at: Date,
  ): Promise<UserOAuthBinding> {
    const profile = {
      username: identity.username,
      nickname: identity.nickname,
      email: identity.email,
      avatar: identity.avatar,
    };
    const row = await this.db
      .insertInto('blade_user_oauth')
      .values({ id: newId, tenant_id: tenantId, source, uuid: identity.uuid, ...profile, update_time: at })
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'source', 'uuid']).doUpdateSet({ ...profile, update_time: at }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const claim = await this.db
      .selectFrom('blade_user_oauth_claim')
      .select('user_id')
      .where('oauth_id', '=', row.id)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return { id: String(row.id), userId: claim ? String(claim.user_id) : null };
  }

  /** Whether the tenant has met this identity (register-guest accepts only those). */
  async exists(tenantId: string, oauthId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('blade_user_oauth')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', oauthId)
      .executeTakeFirst();
    return row !== undefined;
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
