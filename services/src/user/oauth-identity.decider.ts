import type { Decider, DomainEvent } from '@platform/commands/decider';
import { RefusedError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';

/**
 * A third-party identity's claim on a user account. One stream per identity makes "one account
 * per identity" hold under concurrent registrations: the claim is appended in the same atomic
 * write as the user it creates, so of two racing register-guest calls only one can succeed.
 */
export function oauthIdentityStreamId(oauthId: string): string {
  return `userOAuth-${oauthId}`;
}

export type OAuthIdentityCommand =
  | { type: 'ClaimIdentity'; oauthId: string; tenantId: string; userId: string; at: string }
  | { type: 'ReleaseIdentity'; at: string };

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

export type OAuthIdentityState =
  { status: 'free' } | { status: 'claimed'; oauthId: string; tenantId: string; userId: string };

export const identityAlreadyClaimed = '该第三方账号已提交过注册申请';

export const oauthIdentityDecider: Decider<OAuthIdentityCommand, OAuthIdentityEvent, OAuthIdentityState> = {
  initialState: () => ({ status: 'free' }),

  evolve(_state, event) {
    switch (event.type) {
      case 'OAuthIdentityClaimed': {
        const { oauthId, tenantId, userId } = event.data;
        return { status: 'claimed', oauthId, tenantId, userId };
      }
      case 'OAuthIdentityReleased':
        return { status: 'free' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ClaimIdentity': {
        if (state.status === 'claimed') throw new RefusedError(identityAlreadyClaimed);
        const { oauthId, tenantId, userId, at } = command;
        return [{ type: 'OAuthIdentityClaimed', data: { oauthId, tenantId, userId, at } }];
      }
      case 'ReleaseIdentity': {
        if (state.status === 'free') return [];
        const { oauthId, tenantId, userId } = state;
        return [{ type: 'OAuthIdentityReleased', data: { oauthId, tenantId, userId, at: command.at } }];
      }
      default:
        return assertNever(command);
    }
  },
};
