import { Module } from '@nestjs/common';
import { PermissionChecker } from '@platform/access/permission-checker';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime';
import { GrantsController } from '@services/system/grants/grants.controller';
import { MenuCatalogueController } from '@services/system/grants/menu-catalogue.controller';
import { TopMenuGrantsController } from '@services/system/grants/top-menu-grants.controller';
import { GrantsRepository } from '@services/system/grants/grants.repository';
import { RolePermissionChecker } from '@services/system/grants/role-permission.checker';
import { TenantInfoController } from '@services/system/tenant-info.controller';
import { TenantsRepository } from '@services/system/tenants.repository';

/** blade-system calls with behaviour of their own; its plain records come from the resource registry. */
@Module({
  controllers: [TenantInfoController, GrantsController, MenuCatalogueController, TopMenuGrantsController],
  providers: [
    {
      provide: TenantsRepository,
      useFactory: (runtime: Runtime) => new TenantsRepository(runtime.infrastructure.database.db),
      inject: [RUNTIME],
    },
    {
      provide: GrantsRepository,
      useFactory: (runtime: Runtime) => new GrantsRepository(runtime.infrastructure.database.db),
      inject: [RUNTIME],
    },
    {
      provide: PermissionChecker,
      useFactory: (grants: GrantsRepository) => new RolePermissionChecker(grants),
      inject: [GrantsRepository],
    },
  ],
  exports: [TenantsRepository, PermissionChecker],
})
export class SystemModule {}
