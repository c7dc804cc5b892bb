import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { MenuLinkQueries } from '@projections/system/menu-link/menu-link.queries';
import { topMenuSettingTable } from '@projections/system/top-menu-setting/top-menu-setting.table';

/** The menus shown under the tenant's top menus (menuIds). */
export class TopMenuSettingQueries extends MenuLinkQueries {
  constructor(db: Kysely<Database>) {
    super(db, { table: topMenuSettingTable.name, ownerColumn: 'top_menu_id' });
  }
}
