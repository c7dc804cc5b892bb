import { given } from '@platform/commands/given-when-then';
import { RefusedError } from '@platform/errors/domain-errors';
import { oauthIdentityDecider } from '@services/user/oauth/oauth-identity.decider';
import type { OAuthIdentityClaimed } from '@services/user/oauth/oauth-identity.events';

const at = '2026-11-21T01:00:00.000Z';
const claim = { type: 'ClaimIdentity' as const, oauthId: '7', tenantId: '000000', userId: '42', at };
const claimed: OAuthIdentityClaimed = {
  type: 'OAuthIdentityClaimed',
  data: { oauthId: '7', tenantId: '000000', userId: '42', at },
};

describe('a third-party identity', () => {
  it('is claimed by the first registration', () => {
    given(oauthIdentityDecider, []).when(claim).then([claimed]);
  });

  it('refuses a second claim while the first stands', () => {
    given(oauthIdentityDecider, [claimed])
      .when({ ...claim, userId: '43' })
      .thenRefuses(RefusedError, '该第三方账号已提交过注册申请');
  });

  it('is free again once released, and a release of a free identity changes nothing', () => {
    const released = { type: 'OAuthIdentityReleased' as const, data: { ...claimed.data, at } };
    given(oauthIdentityDecider, [claimed]).when({ type: 'ReleaseIdentity', at }).then([released]);
    given(oauthIdentityDecider, [claimed, released])
      .when({ ...claim, userId: '43' })
      .then([{ type: 'OAuthIdentityClaimed', data: { ...claimed.data, userId: '43' } }]);
    given(oauthIdentityDecider, []).when({ type: 'ReleaseIdentity', at }).thenNothing();
  });
});
