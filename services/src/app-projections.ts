import { appResources } from '@services/app-resources';
import type { Projection } from '@projections/runner/projection';
import { goodsProjections } from '@projections/goods/goods-projections';
import { bankVerifyProjection } from '@projections/merchant/bank-verify-projection';
import { merchantProjection } from '@projections/merchant/merchant-projection';
import { merchantStatisticsProjection } from '@projections/merchant/merchant-statistics-projection';
import { resourceProjection } from '@projections/resources/resource-projection';
import { regionProjection } from '@projections/regions/region-projection';
import { userProjection } from '@projections/users/user-projection';
import { roleMenuProjection } from '@services/system/grants/role-menu.projection';
import { roleScopeProjection } from '@services/system/grants/role-scope.projection';
import { topMenuSettingProjection } from '@services/system/grants/top-menu-setting.projection';
import { oauthIdentityProjection } from '@services/user/oauth-identity.projection';
import { userPlatformProjection } from '@services/user/user-platform.projection';

/** Every read model of the product: the runners start these, and `npm run projections` rebuilds them. */
export const appProjections: readonly Projection[] = [
  ...appResources.map(resourceProjection),
  userProjection,
  roleMenuProjection,
  roleScopeProjection,
  topMenuSettingProjection,
  userPlatformProjection,
  oauthIdentityProjection,
  regionProjection,
  merchantProjection,
  bankVerifyProjection,
  merchantStatisticsProjection,
  ...goodsProjections,
];
