import { assertNever } from '@platform/lang/assert-never';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeWrites } from '@projections/support/row-changes';
import { userTable } from '@projections/user/user/user.table';
import type { UserEvent, UserLoggedOut, UserPlatformUpdated, UserProfile } from '@services/user/user.events';

type UserRow = RowOf<typeof userTable>;

/**
 * Logging out changes nothing a lookup needs, and platform settings have a read model of their
 * own (userPlatformProjection); every other user event shows in the row.
 */
type ProjectedEvent = Exclude<UserEvent, UserLoggedOut | UserPlatformUpdated>;

/** The login columns of a user with no failure and no lock. */
const noLoginActivity = { failed_attempts: 0, locked: false, locked_until: null } satisfies Partial<UserRow>;

/**
 * The read model of users: one row per present user. A batch is folded per user in memory,
 * then written with at most three statements: a multi-row upsert of the users created in the
 * batch, one UPDATE merging the changed columns into the rows of the others (login events touch
 * only the login columns, and carry their outcome, so no row is read first), and one delete.
 * Every event sets values rather than adding to them, so replaying a batch changes nothing.
 */
export const userProjection: Projection = {
  name: 'user-read-model',
  handles: [
    'UserCreated',
    'UserUpdated',
    'UserOwnInfoUpdated',
    'UserRolesGranted',
    'UserPasswordChanged',
    'UserLoginSucceeded',
    'UserLoginFailed',
    'UserLocked',
    'UserUnlocked',
    'UserRemoved',
    'UserRegistrationApproved',
    'UserRegistrationRefused',
  ] satisfies Array<ProjectedEvent['type']>,
  tables: [userTable.name],

  ...rowChangeWrites(userTable, changeOf),
};

function changeOf(event: ProjectedEvent): RowChange<UserRow> {
  const patch = (columns: Partial<UserRow>): RowChange<UserRow> => ({ kind: 'patch', patch: columns });
  switch (event.type) {
    case 'UserCreated': {
      const { data } = event;
      const row: UserRow = {
        id: data.id,
        tenant_id: data.tenantId,
        ...profileColumns(data),
        password_hash: data.passwordHash,
        ...noLoginActivity,
        last_login_time: null,
        last_login_ip: null,
        status: data.status,
        create_user: data.createUser,
        create_dept: data.createDept,
        create_time: data.createTime,
        update_user: data.createUser,
        update_time: data.createTime,
      };
      return { kind: 'row', row };
    }
    case 'UserUpdated':
      return patch({ ...profileColumns(event.data), update_user: event.data.by, update_time: event.data.at });
    case 'UserOwnInfoUpdated': {
      const { id, avatar, name, realName, phone, email, at } = event.data;
      return patch({ avatar, name, real_name: realName, phone, email, update_user: id, update_time: at });
    }
    case 'UserRolesGranted':
      return patch({
        role_id: event.data.roleIds.join(','),
        update_user: event.data.by,
        update_time: event.data.at,
      });
    case 'UserPasswordChanged':
      return patch({
        password_hash: event.data.passwordHash,
        update_user: event.data.by,
        update_time: event.data.at,
      });
    case 'UserLoginSucceeded':
      return patch({
        ...noLoginActivity,
        last_login_time: event.data.at,
        last_login_ip: event.data.clientIp,
      });
    case 'UserLoginFailed':
      return patch({ failed_attempts: event.data.failures });
    case 'UserLocked':
      // The lock uses up the failures that caused it, as in the decider.
      return patch({ failed_attempts: 0, locked: true, locked_until: event.data.until });
    case 'UserUnlocked':
      return patch(noLoginActivity);
    case 'UserRegistrationApproved':
      return patch({ status: 1, update_user: event.data.by, update_time: event.data.at });
    case 'UserRemoved':
    case 'UserRegistrationRefused':
      return { kind: 'removed' };
    default:
      return assertNever(event);
  }
}

function profileColumns(profile: UserProfile) {
  return {
    account: profile.account,
    code: profile.code,
    user_type: profile.userType,
    name: profile.name,
    real_name: profile.realName,
    avatar: profile.avatar,
    email: profile.email,
    phone: profile.phone,
    birthday: profile.birthday,
    sex: profile.sex,
    role_id: profile.roleIds.join(','),
    dept_id: profile.deptIds.join(','),
    post_id: profile.postIds.join(','),
  } satisfies Partial<UserRow>;
}
