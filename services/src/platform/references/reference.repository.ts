import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { Reference } from '@platform/references/reference';

type AnyTables = Record<string, Record<string, unknown>>;

/**
 * The two questions a reference asks of the read models. Table and column names come only from
 * declarations (Reference), never from input; ids are bound as parameters.
 */
export class ReferenceRepository {
  private readonly db: Kysely<AnyTables>;

  constructor(db: Kysely<Database>) {
    this.db = db as unknown as Kysely<AnyTables>;
  }

  /** Which of `ids` are not records of the named table (in the tenant, for a tenant's records). */
  async missing(to: Reference['to'], tenantId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    let query = this.db
      .selectFrom(to.table)
      .select('id')
      .where(sql<boolean>`id = ANY(${[...ids]}::bigint[])`);
    if ((to.scope ?? 'tenant') === 'tenant') query = query.where('tenant_id', '=', tenantId);
    const found = new Set((await query.execute()).map((row) => String(row.id)));
    return ids.filter((id) => !found.has(id));
  }

  /**
   * Whether a record of the naming table names one of `ids`. A tenant's record is named only
   * within its tenant; a platform record by any tenant's.
   */
  async isNamed(reference: Reference, tenantId: string, ids: readonly string[]): Promise<boolean> {
    if (ids.length === 0) return false;
    const { table, column, holds } = reference.from;
    const names =
      holds === 'list'
        ? sql<boolean>`string_to_array(${sql.ref(column)}, ',') && ${[...ids]}::text[]`
        : sql<boolean>`${sql.ref(column)} = ANY(${[...ids]}::bigint[])`;
    let query = this.db
      .selectFrom(table)
      .select(sql<number>`1`.as('named'))
      .where(names);
    if ((reference.to.scope ?? 'tenant') === 'tenant') query = query.where('tenant_id', '=', tenantId);
    return (await query.limit(1).executeTakeFirst()) !== undefined;
  }
}
