import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from '@platform/access/access.guard';
import { RequestContextResolver } from '@platform/context/request-context.resolver';
import { ResourceModule } from '@platform/resources/resource.module';
import { PlatformModule } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime';
import { appResources } from '@services/app-resources';
import { AuthModule } from '@services/auth/auth.module';
import { AuthServices } from '@services/auth/auth.services';
import { GoodsModule } from '@services/goods/goods.module';
import { HealthController } from '@services/health/health.controller';
import { MerchantModule } from '@services/merchant/merchant.module';
import { BladeResourceModule } from '@services/resource/blade-resource.module';
import { JobDetailModule } from '@services/resource/job/job-detail.module';
import { SystemModule } from '@services/system/system.module';
import { UserModule } from '@services/user/user.module';

export interface AppModuleOptions {
  /** Who callers are; by default, what their access token says. Tests may say it otherwise. */
  identity?: Type<RequestContextResolver>;
}

/** The whole HTTP application, composed over a started runtime. */
@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime, options: AppModuleOptions = {}): DynamicModule {
    const identity = options.identity
      ? { provide: RequestContextResolver, useClass: options.identity }
      : {
          provide: RequestContextResolver,
          useFactory: (auth: AuthServices) => auth.contextResolver,
          inject: [AuthServices],
        };
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRuntime(runtime),
        AuthModule,
        SystemModule,
        UserModule,
        BladeResourceModule,
        JobDetailModule,
        MerchantModule,
        GoodsModule,
        ResourceModule.register(appResources, [SystemModule]),
      ],
      controllers: [HealthController],
      providers: [identity, { provide: APP_GUARD, useClass: AccessGuard }],
    };
  }
}
