import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { oauthClaimTable } from '@projections/user/oauth-claim/oauth-claim.table';
import type { OAuthIdentityEvent } from '@services/user/oauth/oauth-identity.events';

type ClaimRow = RowOf<typeof oauthClaimTable>;

/**
 * The user each third-party identity signs in as (blade_user_oauth_claim). A batch keeps each
 * identity's last event; claims are upserted and releases deleted, so a replay leaves the same rows.
 */
export const oauthClaimProjection: Projection = {
  name: 'user-oauth-claim-read-model',
  handles: ['OAuthIdentityClaimed', 'OAuthIdentityReleased'] satisfies Array<OAuthIdentityEvent['type']>,
  tables: [oauthClaimTable.name],

  async apply(trx, events) {
    const last = new Map<string, OAuthIdentityEvent>();
    for (const event of events) {
      const identity = event as unknown as OAuthIdentityEvent;
      last.set(identity.data.oauthId, identity);
    }
    const claims = [...last.values()].filter((event) => event.type === 'OAuthIdentityClaimed');
    const released = [...last.values()].filter((event) => event.type === 'OAuthIdentityReleased');
    if (claims.length > 0) {
      await trx
        .insertInto('blade_user_oauth_claim')
        .values(
          claims.map(({ data }): ClaimRow => ({
            oauth_id: data.oauthId,
            tenant_id: data.tenantId,
            user_id: data.userId,
          })),
        )
        .onConflict((conflict) =>
          conflict.column('oauth_id').doUpdateSet((update) => ({ user_id: update.ref('excluded.user_id') })),
        )
        .execute();
    }
    if (released.length > 0) {
      await trx
        .deleteFrom('blade_user_oauth_claim')
        .where(
          'oauth_id',
          'in',
          released.map(({ data }) => data.oauthId),
        )
        .execute();
    }
  },
};
