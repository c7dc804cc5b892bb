import { type DynamicModule, Module } from '@nestjs/common';
import { appResources } from '@services/app-resources';
import { HealthController } from '@services/health/health.controller';
import { ResourceModule } from '@platform/resources/resource.module';
import { PlatformModule } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime';

/** The whole HTTP application, composed over a started runtime. */
@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRuntime(runtime), ResourceModule.register(appResources)],
      controllers: [HealthController],
    };
  }
}
