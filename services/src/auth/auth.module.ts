import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { RequestContextResolver } from '@platform/context/request-context.resolver';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime';
import { AuthServices } from '@services/auth/auth.services';
import { OAuthController } from '@services/auth/oauth/oauth.controller';

/** blade-auth: tokens, captcha, sign-out, and who the caller of every request is. */
@Module({
  controllers: [OAuthController],
  providers: [
    { provide: AuthServices, useFactory: (runtime: Runtime) => new AuthServices(runtime), inject: [RUNTIME] },
    {
      provide: RequestContextResolver,
      useFactory: (auth: AuthServices) => auth.contextResolver,
      inject: [AuthServices],
    },
  ],
  exports: [AuthServices],
})
export class AuthModule implements OnModuleDestroy {
  constructor(@Inject(AuthServices) private readonly auth: AuthServices) {}

  async onModuleDestroy(): Promise<void> {
    await this.auth.close();
  }
}
