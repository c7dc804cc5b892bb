import { userMigrations } from '@infra/migrations/user/user.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { userProjection } from '@projections/users/user-projection';
import { seedPlatformAdministrator } from '@services/user/administrator.seed';
import { oauthIdentityProjection } from '@services/user/oauth-identity.projection';
import { userPlatformProjection } from '@services/user/user-platform.projection';
import { UserModule } from '@services/user/user.module';

/** blade-user: the users of every tenant, their roles, platforms and third-party identities. */
export const userContext: BoundedContext = {
  name: 'user',
  module: UserModule,
  projections: [userProjection, userPlatformProjection, oauthIdentityProjection],
  migrations: userMigrations,
  async start({ executor, clock }, log) {
    if (await seedPlatformAdministrator(executor, clock))
      log.info('seeded the administrator admin of tenant 000000');
  },
};
