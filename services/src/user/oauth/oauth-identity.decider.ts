import type { Decider } from '@platform/commands/decider';
import { RefusedError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { OAuthIdentityEvent } from '@services/user/oauth/oauth-identity.events';

export type OAuthIdentityCommand =
  | { type: 'ClaimIdentity'; oauthId: string; tenantId: string; userId: string; at: string }
  | { type: 'ReleaseIdentity'; at: string };

export type OAuthIdentityState =
  { status: 'free' } | { status: 'claimed'; oauthId: string; tenantId: string; userId: string };

export const identityAlreadyClaimed = '该第三方账号已提交过注册申请';

/** A third-party identity's claim on a user account: claimed by one user at a time, or free. */
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
