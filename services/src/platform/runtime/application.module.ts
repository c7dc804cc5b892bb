import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from '@platform/access/access.guard';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { composeContexts } from '@platform/contexts/compose-contexts';
import { HealthController } from '@platform/health/health.controller';
import { ResourceModule } from '@platform/resource-registry/resource.module';
import { PlatformModule } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';

/**
 * The whole HTTP application: the running platform, every context's module, and the resource
 * registry serving every context's plain records. Every route passes the access guard.
 */
@Module({})
export class ApplicationModule {
  static forContexts(runtime: Runtime, contexts: readonly BoundedContext[]): DynamicModule {
    const { resources, references } = composeContexts(contexts);
    return {
      module: ApplicationModule,
      imports: [
        PlatformModule.forRuntime(runtime, references),
        ...contexts.flatMap((context) => (context.module ? [context.module] : [])),
        ResourceModule.register(resources),
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
    };
  }
}
