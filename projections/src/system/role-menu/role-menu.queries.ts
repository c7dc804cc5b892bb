import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { MenuLinkQueries } from '@projections/system/menu-link/menu-link.queries';
import { menuTable } from '@projections/system/menu/menu.table';
import { roleMenuTable } from '@projections/system/role-menu/role-menu.table';

/** The tables grantedCodes reads: its answer changes when one of them does. */
export const grantedCodeTables = [roleMenuTable.name, menuTable.name];

/** What the tenant's roles grant of the menu catalogue: the menus (menuIds) and the codes. */
export class RoleMenuQueries extends MenuLinkQueries {
  constructor(db: Kysely<Database>) {
    super(db, { table: roleMenuTable.name, ownerColumn: 'role_id' });
  }

  /** The codes of the buttons (and menus) the tenant's role is granted. */
  async grantedCodes(tenantId: string, roleId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('blade_role_menu')
      .innerJoin('blade_menu', 'blade_menu.id', 'blade_role_menu.menu_id')
      .select('blade_menu.code')
      .distinct()
      .where('blade_role_menu.tenant_id', '=', tenantId)
      .where('blade_role_menu.role_id', '=', roleId)
      .execute();
    return rows.map((row) => row.code);
  }
}
