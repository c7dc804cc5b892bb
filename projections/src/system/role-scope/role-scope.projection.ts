import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { roleScopeTable, scopeCategory } from '@projections/system/role-scope/role-scope.table';
import { apiScopeRemoved } from '@services/system/api-scope/api-scope.events';
import { dataScopeRemoved } from '@services/system/data-scope/data-scope.events';
import { type RoleMenusGranted, roleMenusGranted, roleRemoved } from '@services/system/role/role.events';

type ScopeRow = RowOf<typeof roleScopeTable>;

/**
 * The data and API scopes each role grants. A batch keeps each role's last grant: its rows are
 * replaced whole (grants carry full lists, so replays change nothing). A removed role, or a
 * scope removed from the catalogue, takes its rows with it.
 */
export const roleScopeProjection: Projection = {
  name: 'role-scope-read-model',
  handles: [roleMenusGranted, roleRemoved, dataScopeRemoved, apiScopeRemoved],
  tables: [roleScopeTable.name],

  async apply(trx, events) {
    const grants = new Map<string, RoleMenusGranted['data'] | undefined>();
    const removedScopes: Array<{ id: string; category: number }> = [];
    for (const event of events) {
      const data = event.data as { id: string } & RoleMenusGranted['data'];
      if (event.type === roleMenusGranted) grants.set(data.roleId, data);
      else if (event.type === roleRemoved) grants.set(data.id, undefined);
      else
        removedScopes.push({
          id: data.id,
          category: event.type === dataScopeRemoved ? scopeCategory.data : scopeCategory.api,
        });
    }
    if (grants.size > 0) {
      await trx
        .deleteFrom('blade_role_scope')
        .where('role_id', 'in', [...grants.keys()])
        .execute();
      const rows: ScopeRow[] = [...grants].flatMap(([roleId, grant]) =>
        grant
          ? [
              ...grant.dataScopeIds.map((id) => scopeRow(roleId, scopeCategory.data, id, grant.tenantId)),
              ...grant.apiScopeIds.map((id) => scopeRow(roleId, scopeCategory.api, id, grant.tenantId)),
            ]
          : [],
      );
      if (rows.length > 0)
        await trx
          .insertInto('blade_role_scope')
          .values(rows)
          .onConflict((c) => c.doNothing())
          .execute();
    }
    for (const { id, category } of removedScopes) {
      await trx
        .deleteFrom('blade_role_scope')
        .where('scope_id', '=', id)
        .where('scope_category', '=', category)
        .execute();
    }
  },
};

function scopeRow(roleId: string, category: number, scopeId: string, tenantId: string): ScopeRow {
  return { role_id: roleId, scope_category: category, scope_id: scopeId, tenant_id: tenantId };
}
