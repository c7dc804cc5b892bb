import { Module } from '@nestjs/common';
import { CommandExecutor } from '@platform/commands/command-executor';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime';
import { AuthModule } from '@services/auth/auth.module';
import { AuthServices } from '@services/auth/auth.services';
import { SystemModule } from '@services/system/system.module';
import { ParamsRepository } from '@services/system/params.repository';
import { TenantsRepository } from '@services/system/tenants.repository';
import { UserOAuthRepository } from '@services/auth/social/user-oauth.repository';
import { GuestRegistration } from '@services/user/guest-registration';
import { UserRegistration } from '@services/user/user-registration';
import { UserAdminService } from '@services/user/user-admin.service';
import { UserController } from '@services/user/user.controller';
import { UserQueriesRepository } from '@services/user/user-queries.repository';
import { UserSelfService } from '@services/user/user-self.service';

/** blade-user: the user admin screens and the caller's own account, over the user aggregate. */
@Module({
  // SystemModule: the data scopes of the user list (RowScopes).
  imports: [AuthModule, SystemModule],
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
        auth: AuthServices,
        queries: UserQueriesRepository,
      ) =>
        new UserAdminService({
          executor,
          ids,
          hasher: auth.hasher,
          queries,
          params: new ParamsRepository(runtime.infrastructure.database.db),
        }),
      inject: [RUNTIME, CommandExecutor, SnowflakeIdGenerator, AuthServices, UserQueriesRepository],
    },
    {
      provide: UserRegistration,
      useFactory: (runtime: Runtime, admin: UserAdminService) =>
        new UserRegistration(
          admin,
          new TenantsRepository(runtime.infrastructure.database.db),
          new ParamsRepository(runtime.infrastructure.database.db),
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
          tenants: new TenantsRepository(runtime.infrastructure.database.db),
          identities: new UserOAuthRepository(runtime.infrastructure.database.db),
        }),
      inject: [RUNTIME, CommandExecutor, UserAdminService, UserQueriesRepository],
    },
    {
      provide: UserSelfService,
      useFactory: (executor: CommandExecutor, auth: AuthServices, queries: UserQueriesRepository) =>
        new UserSelfService({ executor, hasher: auth.hasher, users: auth.users, queries }),
      inject: [CommandExecutor, AuthServices, UserQueriesRepository],
    },
  ],
})
export class UserModule {}
