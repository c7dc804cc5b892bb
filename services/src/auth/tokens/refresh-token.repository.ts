import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Int8, Timestamp } from '@infra/schema/column-types';
import type { Database } from '@infra/schema/database';

/** One row per refresh token ever issued (migration 0005); only the sha256 of the token is stored. */
export interface AuthRefreshTokenTable {
  id: string;
  token_hash: string;
  family_id: string;
  tenant_id: string;
  user_id: Int8;
  client_id: string;
  /** Comma lists, as the token answer carries them (WIRE.md). */
  dept_id: string;
  role_id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  replaced_by: string | null;
}

// A state table, not a read model (no events write it): its one writer, below, declares it.
declare module '@infra/schema/database' {
  interface Database {
    auth_refresh_token: AuthRefreshTokenTable;
  }
}

export type RefreshTokenRow = Selectable<AuthRefreshTokenTable>;
export type NewRefreshTokenRow = Insertable<AuthRefreshTokenTable>;

/**
 * Refresh tokens (table auth_refresh_token), found by the sha256 of the token. Times come from
 * the service's clock, so that tests can move it.
 */
export class RefreshTokenRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: NewRefreshTokenRow): Promise<void> {
    await this.db.insertInto('auth_refresh_token').values(row).execute();
  }

  /**
   * Deletes the user's families whose every token has expired by `at`. A used or revoked token is
   * kept while its family lives, since presenting it again is how theft is detected; once all
   * of the family has expired, nothing it holds can be presented with effect.
   */
  async deleteExpiredFamiliesOf(tenantId: string, userId: string, at: Date): Promise<void> {
    await this.db
      .deleteFrom('auth_refresh_token as t')
      .where('t.tenant_id', '=', tenantId)
      .where('t.user_id', '=', userId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('auth_refresh_token as f')
              .select('f.id')
              .whereRef('f.family_id', '=', 't.family_id')
              .where('f.expires_at', '>', at),
          ),
        ),
      )
      .execute();
  }

  async find(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    return this.db
      .selectFrom('auth_refresh_token')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /**
   * Marks the token used and inserts its successor, if it was live and unused at `at`; answers the
   * used row, or undefined when it was not. The conditional UPDATE is what makes rotation safe:
   * of two concurrent calls, the second waits for the first's row lock, then finds `used_at` set
   * and matches nothing.
   */
  async useAndReplace(
    tokenHash: string,
    at: Date,
    successor: (used: RefreshTokenRow) => NewRefreshTokenRow,
  ): Promise<RefreshTokenRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('auth_refresh_token')
        .set({ used_at: at })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .returningAll()
        .executeTakeFirst();
      if (!used) return undefined;
      const next = successor(used);
      await trx.insertInto('auth_refresh_token').values(next).execute();
      await trx
        .updateTable('auth_refresh_token')
        .set({ replaced_by: next.id })
        .where('id', '=', used.id)
        .execute();
      return used;
    });
  }

  /** Revokes every live token of the family `tokenHash` belongs to; nothing when it is unknown. */
  async revokeFamilyOf(tokenHash: string, at: Date): Promise<void> {
    await this.db
      .updateTable('auth_refresh_token')
      .set({ revoked_at: at })
      .where('family_id', '=', (eb) =>
        eb.selectFrom('auth_refresh_token').select('family_id').where('token_hash', '=', tokenHash),
      )
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllOfUser(tenantId: string, userId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('auth_refresh_token')
      .set({ revoked_at: at })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
