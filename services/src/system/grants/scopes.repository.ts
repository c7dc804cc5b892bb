import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { scopeCategory } from '@services/system/grants/scope-category';

export interface GrantedDataScope {
  scopeType: number;
  scopeColumn: string | null;
  scopeValue: string | null;
}

export interface ApiScopePath {
  id: string;
  scopePath: string;
}

/** The data-scope and API-scope catalogues, and what the tenant's roles grant of them. */
export class ScopesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The data scopes on `resourceCode` that the roles grant. */
  async grantedDataScopes(
    tenantId: string,
    roleIds: readonly string[],
    resourceCode: string,
  ): Promise<GrantedDataScope[]> {
    if (roleIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('blade_scope_data as s')
      .innerJoin('blade_role_scope as r', (join) =>
        join.onRef('r.scope_id', '=', 's.id').on('r.scope_category', '=', scopeCategory.data),
      )
      .select(['s.scope_type', 's.scope_column', 's.scope_value'])
      .distinct()
      .where('r.tenant_id', '=', tenantId)
      .where('r.role_id', 'in', [...roleIds])
      .where('s.resource_code', '=', resourceCode)
      .execute();
    return rows.map((row) => ({
      scopeType: row.scope_type,
      scopeColumn: row.scope_column,
      scopeValue: row.scope_value,
    }));
  }

  /** The departments and every department below them. */
  async departmentsUnder(tenantId: string, deptIds: readonly string[]): Promise<string[]> {
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

  /** The whole API-scope catalogue: every path pattern some scope guards. */
  async apiScopePaths(): Promise<ApiScopePath[]> {
    const rows = await this.db.selectFrom('blade_scope_api').select(['id', 'scope_path']).execute();
    return rows.map((row) => ({ id: String(row.id), scopePath: row.scope_path }));
  }

  /** Of `scopeIds`, those the roles grant. */
  async grantedApiScopes(
    tenantId: string,
    roleIds: readonly string[],
    scopeIds: readonly string[],
  ): Promise<string[]> {
    if (roleIds.length === 0 || scopeIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('blade_role_scope')
      .select('scope_id')
      .where('tenant_id', '=', tenantId)
      .where('role_id', 'in', [...roleIds])
      .where('scope_category', '=', scopeCategory.api)
      .where('scope_id', 'in', [...scopeIds])
      .execute();
    return rows.map((row) => String(row.scope_id));
  }

  /** Of the ids, those that name no scope of the catalogue (category 1 data, 2 API). */
  async missingScopes(category: number, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const table = category === scopeCategory.data ? 'blade_scope_data' : 'blade_scope_api';
    const found = await this.db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    const present = new Set(found.map((row) => String(row.id)));
    return ids.filter((id) => !present.has(id));
  }

  /** The scopes (of one category) the roles grant, for role-tree-keys. */
  async grantedScopeIds(tenantId: string, roleIds: readonly string[], category: number): Promise<string[]> {
    if (roleIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('blade_role_scope')
      .select('scope_id')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .where('role_id', 'in', [...roleIds])
      .where('scope_category', '=', category)
      .execute();
    return rows.map((row) => String(row.scope_id));
  }

  /** Every scope of a category with the menu it belongs to, for the grant tree. */
  async catalogue(category: number): Promise<Array<{ id: string; menuId: string; name: string }>> {
    const table = category === scopeCategory.data ? 'blade_scope_data' : 'blade_scope_api';
    const rows = await this.db
      .selectFrom(table)
      .select(['id', 'menu_id', 'scope_name'])
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: String(row.id), menuId: String(row.menu_id), name: row.scope_name }));
  }
}
