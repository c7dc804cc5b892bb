import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** Reads of users' platform settings, always within one tenant. */
export class UserPlatformQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's settings for one client platform, or null when none were given. */
  async platformExt(tenantId: string, userId: string, userType: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('blade_user_platform')
      .select('user_ext')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('user_type', '=', userType)
      .executeTakeFirst();
    return row?.user_ext ?? null;
  }
}
