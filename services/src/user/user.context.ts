import { userMigrations } from '@infra/migrations/user/user.migrations';
import { aggregate } from '@platform/contexts/aggregate';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { oauthClaimProjection } from '@projections/user/oauth-claim/oauth-claim.projection';
import { userPlatformProjection } from '@projections/user/user-platform/user-platform.projection';
import { userProjection } from '@projections/user/user/user.projection';
import { seedPlatformAdministrator } from '@services/user/administrator.seed';
import { UserModule } from '@services/user/user.module';
import { userReferences } from '@services/user/user.references';
import { userDecider } from '@services/user/user.decider';
import { userStreamId } from '@services/user/user.stream';
import { oauthIdentityDecider } from '@services/user/oauth/oauth-identity.decider';
import { oauthIdentityStreamId } from '@services/user/oauth/oauth-identity.stream';

/** blade-user: the users of every tenant, their roles, platforms and third-party identities. */
export const userContext: BoundedContext = {
  name: 'user',
  references: userReferences,
  module: UserModule,
  aggregates: [
    aggregate('user', userStreamId, userDecider),
    // A third-party identity's claim on an account (register-guest).
    aggregate('userOAuth', oauthIdentityStreamId, oauthIdentityDecider),
  ],
  projections: [userProjection, userPlatformProjection, oauthClaimProjection],
  // The session check reads the users.
  announcedTables: userProjection.tables,
  migrations: userMigrations,
  async start({ executor, infrastructure, clock }, log) {
    if (await seedPlatformAdministrator(executor, infrastructure.store, clock))
      log.info('seeded the administrator admin of tenant 000000');
  },
};
