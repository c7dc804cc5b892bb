import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import {
  roleScopeTable,
  scopeCategory,
  type ScopeKind,
} from '@projections/system/role-scope/role-scope.table';

/** The table grantedScopeIds reads. */
export const grantedScopeTables = [roleScopeTable.name];

export interface GrantedDataScope {
  scopeType: number;
  scopeColumn: string | null;
  scopeValue: string | null;
}

const catalogueOf = { data: 'blade_scope_data', api: 'blade_scope_api' } as const;

/** The table apiScopePaths reads. */
export const apiScopeCatalogueTables = [catalogueOf.api];
/** The tables grantedDataScopes reads. */
export const grantedDataScopeTables = [roleScopeTable.name, catalogueOf.data];

/** The data-scope and API-scope catalogues, and what the tenant's roles grant of them. */
export class RoleScopeQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The data scopes on `resourceCode` that the roles grant. */
  async grantedDataScopes(
    tenantId: string,
    roleIds: readonly string[],
    resourceCode: string,
  ): Promise<GrantedDataScope[]> {
    if (roleIds.length === 0) return [];
    return this.db
      .selectFrom(`${catalogueOf.data} as s`)
      .innerJoin('blade_role_scope as r', (join) =>
        join.onRef('r.scope_id', '=', 's.id').on('r.scope_category', '=', scopeCategory.data),
      )
      .select(['s.scope_type as scopeType', 's.scope_column as scopeColumn', 's.scope_value as scopeValue'])
      .distinct()
      .where('r.tenant_id', '=', tenantId)
      .where('r.role_id', 'in', [...roleIds])
      .where('s.resource_code', '=', resourceCode)
      .execute();
  }

  /** The scopes of one kind the roles grant, for role-tree-keys and the API-scope check. */
  async grantedScopeIds(tenantId: string, roleIds: readonly string[], kind: ScopeKind): Promise<string[]> {
    if (roleIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('blade_role_scope')
      .select('scope_id')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .where('role_id', 'in', [...roleIds])
      .where('scope_category', '=', scopeCategory[kind])
      .execute();
    return rows.map((row) => String(row.scope_id));
  }

  /** The whole API-scope catalogue: every path pattern some scope guards. */
  async apiScopePaths(): Promise<Array<{ id: string; scopePath: string }>> {
    const rows = await this.db.selectFrom(catalogueOf.api).select(['id', 'scope_path']).execute();
    return rows.map((row) => ({ id: String(row.id), scopePath: row.scope_path }));
  }

  /** Every scope of a kind with the menu it belongs to, for the grant tree. */
  async catalogue(kind: ScopeKind): Promise<Array<{ id: string; menuId: string; name: string }>> {
    const rows = await this.db
      .selectFrom(catalogueOf[kind])
      .select(['id', 'menu_id', 'scope_name'])
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: String(row.id), menuId: String(row.menu_id), name: row.scope_name }));
  }
}
