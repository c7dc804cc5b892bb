import { Module } from '@nestjs/common';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime';
import { TenantInfoController } from '@services/system/tenant-info.controller';
import { TenantsRepository } from '@services/system/tenants.repository';

/** blade-system calls with behaviour of their own; its plain records come from the resource registry. */
@Module({
  controllers: [TenantInfoController],
  providers: [
    {
      provide: TenantsRepository,
      useFactory: (runtime: Runtime) => new TenantsRepository(runtime.infrastructure.database.db),
      inject: [RUNTIME],
    },
  ],
  exports: [TenantsRepository],
})
export class SystemModule {}
