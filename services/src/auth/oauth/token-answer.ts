import type { UserAccount } from '@projections/user/user/user-account.queries';

/** The flat answer of a successful token call (WIRE.md "The token call"). */
export interface TokenAnswer {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: string;
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  role_name: string;
  oauth_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  avatar: string;
  client_id: string;
  license: string;
  detail: { type: string };
}

/** The department and role a session acts in: the chosen ones (switch mode), else all the user's. */
export interface SessionScope {
  deptId: string;
  roleId: string;
}

export function sessionScopeOf(
  user: UserAccount,
  chosen: { deptId?: string; roleId?: string },
): SessionScope {
  const pick = (own: string[], wanted: string | undefined) =>
    wanted !== undefined && own.includes(wanted) ? wanted : own.join(',');
  return { deptId: pick(user.deptIds, chosen.deptId), roleId: pick(user.roleIds, chosen.roleId) };
}
