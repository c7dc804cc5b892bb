import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ThirdPartyIdentity } from '@services/auth/social/openid-connect';

export interface UserOAuthBinding {
  id: string;
  userId: string | null;
}

/** Third-party identities (table blade_user_oauth), one per tenant, provider and subject. */
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
      .returning(['id', 'user_id'])
      .executeTakeFirstOrThrow();
    return { id: String(row.id), userId: row.user_id === null ? null : String(row.user_id) };
  }
}
