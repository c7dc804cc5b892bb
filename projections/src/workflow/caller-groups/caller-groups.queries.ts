import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/**
 * The candidate groups a caller belongs to: a task's candidateGroups name roles by alias
 * ('manager', 'hr') or by id, so the caller's role ids and their aliases are both groups.
 */
export class CallerGroupQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async of(tenantId: string, roleIds: readonly string[]): Promise<string[]> {
    if (roleIds.length === 0) return [];
    const roles = await this.db
      .selectFrom('blade_role')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', roleIds)
      .select('role_alias')
      .execute();
    return [...new Set([...roleIds, ...roles.map((role) => role.role_alias)])];
  }
}
