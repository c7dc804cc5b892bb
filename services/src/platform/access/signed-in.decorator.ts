import { SetMetadata } from '@nestjs/common';

export const SIGNED_IN_ROUTE = 'steward:signed-in-route';

/**
 * A route any signed-in user may call about themselves (sign out, their own profile and
 * password): it needs a token but no button code.
 */
export const SignedIn = () => SetMetadata(SIGNED_IN_ROUTE, true);
