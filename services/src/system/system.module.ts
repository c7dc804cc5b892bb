import { Global, Module } from '@nestjs/common';
import { PermissionChecker } from '@platform/access/permission-checker';
import { RowScopes } from '@platform/access/row-scopes';
import { RUNTIME } from '@platform/runtime/platform.module';
import { ownerReads } from '@platform/runtime/read-model-providers';
import type { Runtime } from '@platform/runtime/runtime-services';
import { DeptQueries } from '@projections/system/dept/dept.queries';
import { MenuQueries } from '@projections/system/menu/menu.queries';
import { RegionQueries } from '@projections/system/region/region.queries';
import { RoleQueries } from '@projections/system/role/role.queries';
import { RoleMenuQueries } from '@projections/system/role-menu/role-menu.queries';
import { RoleScopeQueries } from '@projections/system/role-scope/role-scope.queries';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';
import { TopMenuSettingQueries } from '@projections/system/top-menu-setting/top-menu-setting.queries';
import { WorkdayQueries } from '@projections/system/workday/workday.queries';
import { KeptRoleGrants } from '@services/system/access/kept-role-grants';
import { RolePermissionChecker } from '@services/system/access/role-permission.checker';
import { RoleRowScopes } from '@services/system/access/role-row-scopes';
import { MenuController } from '@services/system/menu/menu.controller';
import { RegionController } from '@services/system/region/region.controller';
import { RegionHandlers } from '@services/system/region/region.handlers';
import { RoleController } from '@services/system/role/role.controller';
import { RoleHandlers } from '@services/system/role/role.handlers';
import { TenantController } from '@services/system/tenant/tenant.controller';
import { TenantHandlers } from '@services/system/tenant/tenant.handlers';
import { TopMenuController } from '@services/system/top-menu/top-menu.controller';
import { TopMenuHandlers } from '@services/system/top-menu/top-menu.handlers';
import { WorkdayCalendar } from '@services/system/workday/workday-calendar';
import { WorkdayController } from '@services/system/workday/workday.controller';
import { WorkdayHandlers } from '@services/system/workday/workday.handlers';

/**
 * blade-system calls with behaviour of their own; its plain records come from the resource
 * registry. Global: the access policy it provides (PermissionChecker, RowScopes) guards every
 * context's routes. Its queries read over the owner connection, as they always have: the menu,
 * scope and region catalogues belong to no tenant, and each query filters the tenant itself.
 */
@Global()
@Module({
  controllers: [
    TenantController,
    RoleController,
    MenuController,
    TopMenuController,
    RegionController,
    WorkdayController,
  ],
  providers: [
    ownerReads(TenantQueries),
    ownerReads(MenuQueries),
    ownerReads(RoleQueries),
    ownerReads(RoleMenuQueries),
    ownerReads(RoleScopeQueries),
    ownerReads(TopMenuSettingQueries),
    ownerReads(DeptQueries),
    ownerReads(RegionQueries),
    ownerReads(WorkdayQueries),
    TenantHandlers,
    RoleHandlers,
    TopMenuHandlers,
    RegionHandlers,
    WorkdayHandlers,
    WorkdayCalendar,
    {
      provide: KeptRoleGrants,
      useFactory: (runtime: Runtime, roleMenus: RoleMenuQueries, scopes: RoleScopeQueries) =>
        new KeptRoleGrants(runtime.readModelChanges, roleMenus, scopes),
      inject: [RUNTIME, RoleMenuQueries, RoleScopeQueries],
    },
    { provide: PermissionChecker, useClass: RolePermissionChecker },
    { provide: RowScopes, useClass: RoleRowScopes },
  ],
  exports: [TenantQueries, PermissionChecker, RowScopes, WorkdayCalendar],
})
export class SystemModule {}
