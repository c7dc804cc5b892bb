import type { DomainEvent } from '@platform/commands/decider';

/** A third-party identity now signs in as `userId` (register-guest, awaiting approval or not). */
export type OAuthIdentityClaimed = DomainEvent<
  'OAuthIdentityClaimed',
  { oauthId: string; tenantId: string; userId: string; at: string }
>;
/** The claiming user's registration was refused: the identity may register again. */
export type OAuthIdentityReleased = DomainEvent<
  'OAuthIdentityReleased',
  { oauthId: string; tenantId: string; userId: string; at: string }
>;
export type OAuthIdentityEvent = OAuthIdentityClaimed | OAuthIdentityReleased;
