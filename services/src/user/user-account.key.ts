import type { UniqueKeyKind } from '@platform/commands/unique-key.decider';

export const accountTaken = '当前用户已存在!';

/** An account belongs to one user of a tenant, even under racing saves and registrations. */
export const userAccountKey: UniqueKeyKind = {
  kind: 'userAccount',
  taken: { message: accountTaken, field: 'account' },
};
