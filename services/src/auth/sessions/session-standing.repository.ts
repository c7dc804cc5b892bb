import { type AliasableExpression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { revokedTokenTable } from '@services/auth/tokens/revoked-token.repository';
import { administratorAlias } from '@services/system/system.public';

/** What decides whether a session still stands, as it is now. */
export interface SessionStandingRow {
  userStatus: number;
  roleIds: string;
  deptIds: string;
  locked: boolean;
  lockedUntil: Date | null;
  tenantStatus: number;
  tenantExpireTime: Date | null;
  tokenRevoked: SqlBool;
  /** Whether one of the session's roles is the tenant's administrator. */
  administrator: SqlBool;
}

/** The tables `find` reads: its answer changes when one of them does. */
export const sessionStandingTables = ['blade_user', 'blade_tenant', 'blade_role', revokedTokenTable];

/**
 * What a session's standing is read from: the user's row (blade_user, by its primary key), its
 * tenant's (blade_tenant, by its unique tenant_id), whether the access token was revoked
 * (auth_revoked_token, by its primary key) and whether one of the session's roles is the
 * administrator (blade_role, by primary key), in one statement. No row: the user or the tenant is
 * gone. These are the read models the removal, lock, role and tenant commands write; a command
 * answers only once its read models hold its events, so this read sees every change that was
 * answered before the call came, in whichever process it was made (and KeptSessionStandings,
 * which keeps this read per token, forgets it as soon as one of these tables changes).
 */
export class SessionStandingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** `jti`: the access token's id; none for a refresh, whose token has its own revocation. */
  find(
    { tenantId, userId, roleIds, jti }: { tenantId: string; userId: string; roleIds: string[]; jti?: string },
    at: Date,
  ): Promise<SessionStandingRow | undefined> {
    return this.db
      .selectFrom('blade_user as user')
      .innerJoin('blade_tenant as tenant', 'tenant.tenant_id', 'user.tenant_id')
      .select((eb) => {
        const revoked: AliasableExpression<SqlBool> =
          jti === undefined
            ? sql<SqlBool>`false`
            : eb.exists(
                eb
                  .selectFrom(revokedTokenTable)
                  .select('jti')
                  .where('jti', '=', jti)
                  .where('expires_at', '>', at),
              );
        const administrator: AliasableExpression<SqlBool> =
          roleIds.length === 0
            ? sql<SqlBool>`false`
            : eb.exists(
                eb
                  .selectFrom('blade_role')
                  .select('id')
                  .where('tenant_id', '=', tenantId)
                  .where('id', 'in', roleIds)
                  .where('role_alias', '=', administratorAlias),
              );
        return [
          'user.status as userStatus',
          'user.role_id as roleIds',
          'user.dept_id as deptIds',
          'user.locked',
          'user.locked_until as lockedUntil',
          'tenant.status as tenantStatus',
          'tenant.expire_time as tenantExpireTime',
          revoked.as('tokenRevoked'),
          administrator.as('administrator'),
        ];
      })
      .where('user.tenant_id', '=', tenantId)
      .where('user.id', '=', userId)
      .executeTakeFirst();
  }
}
