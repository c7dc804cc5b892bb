import { Module } from '@nestjs/common';
import { CommandExecutor } from '@platform/commands/command-executor';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime';
import { ParamQueries } from '@projections/system/param/param.queries';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';
import { UserAccountQueries } from '@projections/user/user/user-account.queries';
import { PasswordHasher } from '@services/user/passwords/password-hasher';
import { UserOAuthRepository } from '@services/user/oauth/user-oauth.repository';
import { GuestRegistration } from '@services/user/guest-registration';
import { UserRegistration } from '@services/user/user-registration';
import { UserAdminService } from '@services/user/user-admin.service';
import { UserController } from '@services/user/user.controller';
import { UserQueriesRepository } from '@services/user/user-queries.repository';
import { UserSelfService } from '@services/user/user-self.service';

/** blade-user: the user admin screens and the caller's own account, over the user aggregate. */
@Module({
  controllers: [UserController],
  providers: [
    {
      provide: UserQueriesRepository,
      useFactory: (runtime: Runtime) => new UserQueriesRepository(runtime.infrastructure.database.db),
      inject: [RUNTIME],
    },
    {
      provide: UserAdminService,
      useFactory: (
        runtime: Runtime,
        executor: CommandExecutor,
        ids: SnowflakeIdGenerator,
        queries: UserQueriesRepository,
      ) =>
        new UserAdminService({
          executor,
          ids,
          hasher: new PasswordHasher(),
          queries,
          params: new ParamQueries(runtime.infrastructure.database.db),
        }),
      inject: [RUNTIME, CommandExecutor, SnowflakeIdGenerator, UserQueriesRepository],
    },
    {
      provide: UserRegistration,
      useFactory: (runtime: Runtime, admin: UserAdminService) =>
        new UserRegistration(
          admin,
          new TenantQueries(runtime.infrastructure.database.db),
          new ParamQueries(runtime.infrastructure.database.db),
        ),
      inject: [RUNTIME, UserAdminService],
    },
    {
      provide: GuestRegistration,
      useFactory: (
        runtime: Runtime,
        executor: CommandExecutor,
        admin: UserAdminService,
        users: UserQueriesRepository,
      ) =>
        new GuestRegistration({
          executor,
          admin,
          users,
          tenants: new TenantQueries(runtime.infrastructure.database.db),
          identities: new UserOAuthRepository(runtime.infrastructure.database.db),
        }),
      inject: [RUNTIME, CommandExecutor, UserAdminService, UserQueriesRepository],
    },
    {
      provide: UserSelfService,
      useFactory: (runtime: Runtime, executor: CommandExecutor, queries: UserQueriesRepository) =>
        new UserSelfService({
          executor,
          hasher: new PasswordHasher(),
          users: new UserAccountQueries(runtime.infrastructure.database.db),
          queries,
        }),
      inject: [RUNTIME, CommandExecutor, UserQueriesRepository],
    },
  ],
})
export class UserModule {}
