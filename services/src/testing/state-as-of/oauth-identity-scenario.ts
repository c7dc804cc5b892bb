import fc from 'fast-check';
import { md5 } from '@platform/http/api-client';
import { OAuthClaimQueries } from '@projections/user/oauth-claim/oauth-claim.queries';
import type { TestApp } from '@services/testing/test-app';
import {
  type Call,
  type ReadModelScenario,
  succeeded,
} from '@services/testing/state-as-of/read-model-scenario';
import type { OAuthIdentityState } from '@services/user/oauth/oauth-identity.decider';
import { UserOAuthRepository } from '@services/user/oauth/user-oauth.repository';

const tenantId = '000000';

/**
 * A third-party identity's claim on an account (keyed by the identity's id): met at a sign-in, it
 * asks for an account (register-guest), which claims it for the new user awaiting approval. Then
 * an administrator approves the user (the claim stays) or, while it awaits, refuses it (the claim
 * is released, the removal). Read where sign-in reads it, the claims' read model: no call lists it.
 */
export function oauthIdentity(app: () => TestApp): ReadModelScenario {
  const db = () => app().runtime.infrastructure.database.db;
  const approved = new Set<string>();
  const decided = async (call: Call, oauthId: string, decision: 'audit-pass' | 'audit-refuse') => {
    const userId = await new OAuthClaimQueries(db()).userOf(tenantId, oauthId);
    if (!userId) return;
    succeeded(await call('POST', `/api/blade-user/${decision}?userIds=${userId}`), decision);
    if (decision === 'audit-pass') approved.add(oauthId);
  };
  return {
    type: 'userOAuth',
    // Approval (or a pause without one), which changes the user but not the claim.
    edits: fc.record({ approve: fc.boolean() }),
    async create(call, n) {
      const uuid = `asofguest${Date.now().toString(36)}${n}`;
      const identity = { uuid, username: uuid, nickname: null, email: null, avatar: null };
      const oauthId = await new UserOAuthRepository(db()).remember(
        tenantId,
        'local',
        identity,
        app().runtime.ids.next(),
        new Date(),
      );
      const password = md5(`${uuid}-pw`);
      const registration = { tenantId, account: uuid, password, password2: password, oauthId };
      succeeded(await call('POST', '/api/blade-user/register-guest', registration), 'guest registered');
      return oauthId;
    },
    async apply(call, oauthId, command) {
      if (command.kind === 'edit')
        return approved.has(oauthId) ? undefined : decided(call, oauthId, 'audit-pass');
      // Only a registration awaiting approval is refused.
      if (!approved.has(oauthId)) await decided(call, oauthId, 'audit-refuse');
    },
    async readModel(_, oauthId) {
      const userId = await new OAuthClaimQueries(db()).userOf(tenantId, oauthId);
      return userId === null ? undefined : { userId };
    },
    fromState(state) {
      const claim = state as OAuthIdentityState | undefined;
      return claim?.status === 'claimed' && claim.tenantId === tenantId
        ? { userId: claim.userId }
        : undefined;
    },
  };
}
