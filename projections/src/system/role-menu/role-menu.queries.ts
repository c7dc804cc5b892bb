import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { MenuLinkQueries } from '@projections/system/menu-link/menu-link.queries';
import { roleMenuTable } from '@projections/system/role-menu/role-menu.table';

/** What the tenant's roles grant of the menu catalogue: the menus (menuIds) and the codes. */
export class RoleMenuQueries extends MenuLinkQueries {
  constructor(db: Kysely<Database>) {
    super(db, { table: roleMenuTable.name, ownerColumn: 'role_id' });
  }

  /** Whether one of the tenant's roles is granted the button (or menu) with this code. */
  async grantsCode(tenantId: string, roleIds: readonly string[], code: string): Promise<boolean> {
    if (roleIds.length === 0) return false;
    const row = await this.db
      .selectFrom('blade_role_menu')
      .innerJoin('blade_menu', 'blade_menu.id', 'blade_role_menu.menu_id')
      .select('blade_role_menu.menu_id')
      .where('blade_role_menu.tenant_id', '=', tenantId)
      .where('blade_role_menu.role_id', 'in', roleIds)
      .where('blade_menu.code', '=', code)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
