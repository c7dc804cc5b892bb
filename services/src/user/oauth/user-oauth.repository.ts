import type { ColumnType, Kysely } from 'kysely';
import type { Int8 } from '@infra/schema/column-types';
import type { Database } from '@infra/schema/database';

/** A third-party identity of a tenant (migration 0021), as the social grant last saw it. */
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

// A state table, not a read model (no events write it): its one writer, below, declares it.
declare module '@infra/schema/database' {
  interface Database {
    blade_user_oauth: UserOAuthTable;
  }
}

/** The identity a provider vouches for. */
export interface ThirdPartyIdentity {
  uuid: string;
  username: string | null;
  nickname: string | null;
  email: string | null;
  avatar: string | null;
}

/**
 * Third-party identities (table blade_user_oauth), one per tenant, provider and subject. Which
 * user claims one is the read model of register-guest's claims (OAuthClaimQueries).
 */
export class UserOAuthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records the identity (refreshing its profile) and answers its id. `newId` is used only when
   * the identity is seen for the first time.
   */
  async remember(
    tenantId: string,
    source: string,
    identity: ThirdPartyIdentity,
    newId: string,
    at: Date,
  ): Promise<string> {
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
    return String(row.id);
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
}
