import { column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** The user each third-party identity signs in as (migration 0022), written by oauthClaimProjection alone. */
export const oauthClaimTable = readModelTable('blade_user_oauth_claim', {
  oauth_id: column.int8,
  tenant_id: column.text,
  user_id: column.int8,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_user_oauth_claim: TableOf<typeof oauthClaimTable>;
  }
}
