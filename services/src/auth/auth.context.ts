import { authMigrations } from '@infra/migrations/auth/auth.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { AuthModule } from '@services/auth/auth.module';

/** blade-auth: tokens, captcha, third-party sign-in, and who the caller of every request is. */
export const authContext: BoundedContext = {
  name: 'auth',
  module: AuthModule,
  migrations: authMigrations,
};
