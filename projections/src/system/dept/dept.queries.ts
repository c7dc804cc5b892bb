import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';

/** Reads of the tenants' department trees that data scopes need. */
export class DeptQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The departments and every department below them. */
  async under(tenantId: string, deptIds: readonly string[]): Promise<string[]> {
    if (deptIds.length === 0) return [];
    const { rows } = await sql<{ id: string }>`
      WITH RECURSIVE under (id) AS (
        SELECT id FROM blade_dept WHERE tenant_id = ${tenantId} AND id = ANY(${[...deptIds]}::bigint[])
        UNION
        SELECT d.id FROM blade_dept d JOIN under u ON d.parent_id = u.id WHERE d.tenant_id = ${tenantId}
      )
      SELECT id::text AS id FROM under`.execute(this.db);
    return rows.map((row) => row.id);
  }
}
