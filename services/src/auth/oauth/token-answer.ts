import type { UserAccount } from '@projections/user/user/user-account.queries';

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
