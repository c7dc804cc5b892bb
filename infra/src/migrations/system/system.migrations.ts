import type { Migrations } from '@infra/migrations/migrations';
import * as systemParamsAndPosts from '@infra/migrations/system/0004-system-params-and-posts';
import * as clientsAndTenants from '@infra/migrations/system/0007-clients-and-tenants';
import * as deptsAndDicts from '@infra/migrations/system/0008-depts-and-dicts';
import * as rolesAndMenus from '@infra/migrations/system/0009-roles-and-menus';
import * as scopes from '@infra/migrations/system/0010-scopes';
import * as topMenuSettings from '@infra/migrations/system/0011-top-menu-settings';
import * as tenantPackages from '@infra/migrations/system/0012-tenant-packages';
import * as regions from '@infra/migrations/system/0014-regions';
import * as roleScopes from '@infra/migrations/system/0023-role-scopes';
import * as systemLists from '@infra/migrations/system/0062-system-lists';
import * as workdays from '@infra/migrations/system/0121-workdays';

/** The migrations of the system context's tables, by permanent name. */
export const systemMigrations: Migrations = {
  '0004-system-params-and-posts': systemParamsAndPosts,
  '0007-clients-and-tenants': clientsAndTenants,
  '0008-depts-and-dicts': deptsAndDicts,
  '0009-roles-and-menus': rolesAndMenus,
  '0010-scopes': scopes,
  '0011-top-menu-settings': topMenuSettings,
  '0012-tenant-packages': tenantPackages,
  '0014-regions': regions,
  '0023-role-scopes': roleScopes,
  '0062-system-lists': systemLists,
  '0121-workdays': workdays,
};
