import type { Migration } from 'kysely';
import * as eventStore from './0001-event-store';
import * as projectionCheckpoints from './0002-projection-checkpoints';
import * as jobs from './0003-jobs';
import * as systemParamsAndPosts from './0004-system-params-and-posts';
import * as authSessions from './0005-auth-sessions';
import * as users from './0006-users';
import * as clientsAndTenants from './0007-clients-and-tenants';
import * as deptsAndDicts from './0008-depts-and-dicts';
import * as rolesAndMenus from './0009-roles-and-menus';
import * as scopes from './0010-scopes';
import * as topMenuSettings from './0011-top-menu-settings';
import * as tenantPackages from './0012-tenant-packages';
import * as userPlatforms from './0013-user-platforms';
import * as regions from './0014-regions';
import * as authorizationCodes from './0020-authorization-codes';
import * as socialLogin from './0021-social-login';
import * as userOAuthClaims from './0022-user-oauth-claims';
import * as roleScopes from './0023-role-scopes';
import * as refreshTokenPruning from './0024-refresh-token-pruning';
import * as goods from './0030-goods';
import * as merchants from './0040-merchants';
import * as merchantStatisticsOrder from './0041-merchant-statistics-order';

/** Every migration, in order. Names are permanent: they are recorded in kysely_migration. */
export const migrations: Record<string, Migration> = {
  '0001-event-store': eventStore,
  '0002-projection-checkpoints': projectionCheckpoints,
  '0003-jobs': jobs,
  '0004-system-params-and-posts': systemParamsAndPosts,
  '0005-auth-sessions': authSessions,
  '0006-users': users,
  '0007-clients-and-tenants': clientsAndTenants,
  '0008-depts-and-dicts': deptsAndDicts,
  '0009-roles-and-menus': rolesAndMenus,
  '0010-scopes': scopes,
  '0011-top-menu-settings': topMenuSettings,
  '0012-tenant-packages': tenantPackages,
  '0013-user-platforms': userPlatforms,
  '0014-regions': regions,
  '0020-authorization-codes': authorizationCodes,
  '0021-social-login': socialLogin,
  '0022-user-oauth-claims': userOAuthClaims,
  '0023-role-scopes': roleScopes,
  '0024-refresh-token-pruning': refreshTokenPruning,
  '0030-goods': goods,
  '0040-merchants': merchants,
  '0041-merchant-statistics-order': merchantStatisticsOrder,
};
