import { Module } from '@nestjs/common';
import { RUNTIME } from '@platform/runtime/platform.module';
import { ownerReads } from '@platform/runtime/read-model-providers';
import type { Runtime } from '@platform/runtime/runtime-services';
import { ParamQueries } from '@projections/system/param/param.queries';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';
import { OAuthClaimQueries } from '@projections/user/oauth-claim/oauth-claim.queries';
import { UserPlatformQueries } from '@projections/user/user-platform/user-platform.queries';
import { UserAccountQueries } from '@projections/user/user/user-account.queries';
import { UserQueries } from '@projections/user/user/user.queries';
import { UserOAuthRepository } from '@services/user/oauth/user-oauth.repository';
import { OwnAccountController } from '@services/user/own-account.controller';
import { OwnAccountHandlers } from '@services/user/own-account.handlers';
import { PasswordHasher } from '@services/user/passwords/password-hasher';
import { RegistrationController } from '@services/user/registration.controller';
import { RegistrationHandlers } from '@services/user/registration.handlers';
import { UserController } from '@services/user/user.controller';
import { UserHandlers } from '@services/user/user.handlers';

/**
 * blade-user: the user admin screens, the caller's own account and registrations, over the user
 * aggregate. Users are read over the owner connection: registrations read and write the tenant
 * they register into, not the caller's.
 */
@Module({
  controllers: [UserController, OwnAccountController, RegistrationController],
  providers: [
    ownerReads(UserQueries),
    ownerReads(UserAccountQueries),
    ownerReads(UserPlatformQueries),
    ownerReads(OAuthClaimQueries),
    ownerReads(TenantQueries),
    ownerReads(ParamQueries),
    {
      provide: UserOAuthRepository,
      useFactory: (runtime: Runtime) => new UserOAuthRepository(runtime.infrastructure.database.db),
      inject: [RUNTIME],
    },
    { provide: PasswordHasher, useFactory: () => new PasswordHasher() },
    UserHandlers,
    OwnAccountHandlers,
    RegistrationHandlers,
  ],
})
export class UserModule {}
