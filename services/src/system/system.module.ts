import { Global, Module } from '@nestjs/common';
import { CommandExecutor } from '@platform/commands/command-executor';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import { PermissionChecker } from '@platform/access/permission-checker';
import { RowScopes } from '@platform/access/row-scopes';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime';
import { GrantsController } from '@services/system/grants/grants.controller';
import { MenuCatalogueController } from '@services/system/grants/menu-catalogue.controller';
import { TopMenuGrantsController } from '@services/system/grants/top-menu-grants.controller';
import { GrantsRepository } from '@services/system/grants/grants.repository';
import { RolePermissionChecker } from '@services/system/grants/role-permission.checker';
import { RoleRowScopes } from '@services/system/grants/role-row-scopes';
import { ScopesRepository } from '@services/system/grants/scopes.repository';
import { RegionAdminService } from '@services/system/region/region-admin.service';
import { RegionController } from '@services/system/region/region.controller';
import { RegionsRepository } from '@services/system/region/regions.repository';
import { TenantInfoController } from '@services/system/tenant-info.controller';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';
import { TenantAdminService } from '@services/system/tenant/tenant-admin.service';
import { TenantController } from '@services/system/tenant/tenant.controller';
import { TenantProvisioning } from '@services/system/tenant/tenant-provisioning';
import { PasswordHasher } from '@services/user/user.public';

/**
 * blade-system calls with behaviour of their own; its plain records come from the resource
 * registry. Global: the access policy it provides (PermissionChecker, RowScopes) guards every
 * context's routes.
 */
@Global()
@Module({
  controllers: [
    TenantInfoController,
    TenantController,
    GrantsController,
    MenuCatalogueController,
    TopMenuGrantsController,
    RegionController,
  ],
  providers: [
    {
      provide: TenantQueries,
      useFactory: (runtime: Runtime) => new TenantQueries(runtime.infrastructure.database.db),
      inject: [RUNTIME],
    },
    {
      provide: GrantsRepository,
      useFactory: (runtime: Runtime) => new GrantsRepository(runtime.infrastructure.database.db),
      inject: [RUNTIME],
    },
    {
      provide: TenantAdminService,
      useFactory: (
        runtime: Runtime,
        resources: ResourceHandlers,
        executor: CommandExecutor,
        records: ResourceRepository,
        grants: GrantsRepository,
        ids: SnowflakeIdGenerator,
      ) => {
        const store = runtime.infrastructure.store;
        const provisioning = new TenantProvisioning({
          executor,
          store,
          ids,
          hasher: new PasswordHasher(),
          records,
          grants,
        });
        return new TenantAdminService({ resources, executor, records, provisioning });
      },
      inject: [
        RUNTIME,
        ResourceHandlers,
        CommandExecutor,
        ResourceRepository,
        GrantsRepository,
        SnowflakeIdGenerator,
      ],
    },
    {
      provide: RegionsRepository,
      useFactory: (runtime: Runtime) => new RegionsRepository(runtime.infrastructure.database.db),
      inject: [RUNTIME],
    },
    {
      provide: RegionAdminService,
      useFactory: (executor: CommandExecutor, regions: RegionsRepository) =>
        new RegionAdminService({ executor, regions }),
      inject: [CommandExecutor, RegionsRepository],
    },
    {
      provide: ScopesRepository,
      useFactory: (runtime: Runtime) => new ScopesRepository(runtime.infrastructure.database.db),
      inject: [RUNTIME],
    },
    {
      provide: PermissionChecker,
      useFactory: (grants: GrantsRepository, scopes: ScopesRepository) =>
        new RolePermissionChecker(grants, scopes),
      inject: [GrantsRepository, ScopesRepository],
    },
    {
      provide: RowScopes,
      useFactory: (grants: GrantsRepository, scopes: ScopesRepository) => new RoleRowScopes(grants, scopes),
      inject: [GrantsRepository, ScopesRepository],
    },
  ],
  exports: [TenantQueries, PermissionChecker, RowScopes],
})
export class SystemModule {}
