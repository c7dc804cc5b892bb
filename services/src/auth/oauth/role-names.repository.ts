import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** The names of a session's roles, for the token answer's role_name (WIRE.md). */
export class RoleNamesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Comma-joined, in the order of `roleIds`; roles removed meanwhile are left out. */
  async namesOf(tenantId: string, roleIds: readonly string[]): Promise<string> {
    if (roleIds.length === 0) return '';
    const rows = await this.db
      .selectFrom('blade_role')
      .select(['id', 'role_name'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...roleIds])
      .execute();
    const names = new Map(rows.map((row) => [String(row.id), row.role_name]));
    return roleIds.flatMap((id) => names.get(id) ?? []).join(',');
  }
}
