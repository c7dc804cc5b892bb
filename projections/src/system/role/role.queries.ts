import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { administratorAlias } from '@services/system/role/role.events';

/** Reads of the tenants' roles that the access policy needs. */
export class RoleQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether one of the roles is the tenant's administrator, who sees every menu. */
  async includesAdministrator(tenantId: string, roleIds: readonly string[]): Promise<boolean> {
    if (roleIds.length === 0) return false;
    const row = await this.db
      .selectFrom('blade_role')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', roleIds)
      .where('role_alias', '=', administratorAlias)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
