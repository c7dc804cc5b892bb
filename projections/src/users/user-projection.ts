import { type Insertable, sql } from 'kysely';
import type { BladeUserTable } from '@infra/schema/user.tables';
import type { StoredEvent } from '@platform/event-store/event-store.port';
import { assertNever } from '@platform/lang/assert-never';
import type { Projection } from '@projections/runner/projection';
import type { UserEvent, UserLoggedOut, UserPlatformUpdated, UserProfile } from '@services/user/user.events';

type UserRow = Insertable<BladeUserTable>;

/**
 * Logging out changes nothing a lookup needs, and platform settings have a read model of their
 * own (user-platform.projection.ts); every other user event shows in the row.
 */
type ProjectedEvent = Exclude<UserEvent, UserLoggedOut | UserPlatformUpdated>;

/** Every column a row is written with, and the SQL type jsonb_to_recordset reads it as. */
const columnTypes: Record<keyof UserRow, string> = {
  id: 'bigint',
  tenant_id: 'text',
  account: 'text',
  code: 'text',
  user_type: 'integer',
  name: 'text',
  real_name: 'text',
  avatar: 'text',
  email: 'text',
  phone: 'text',
  birthday: 'date',
  sex: 'integer',
  role_id: 'text',
  dept_id: 'text',
  post_id: 'text',
  password_hash: 'text',
  failed_attempts: 'integer',
  locked: 'boolean',
  locked_until: 'timestamptz',
  last_login_time: 'timestamptz',
  last_login_ip: 'text',
  create_user: 'bigint',
  create_dept: 'bigint',
  create_time: 'timestamptz',
  update_user: 'bigint',
  update_time: 'timestamptz',
  status: 'integer',
};
const columns = Object.keys(columnTypes) as Array<keyof UserRow>;
/** What a later event may change: never the key, the tenant or the creation. */
const changeable = columns.filter(
  (column) => !['id', 'tenant_id'].includes(column) && !column.startsWith('create_'),
);

/** The login columns of a user with no failure and no lock. */
const noLoginActivity = { failed_attempts: 0, locked: false, locked_until: null } satisfies Partial<UserRow>;

/** What a batch does to one user's row, folded in memory before anything is written. */
type Change =
  { kind: 'row'; row: UserRow } | { kind: 'patch'; patch: Partial<UserRow> } | { kind: 'removed' };

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
  tables: ['blade_user'],

  async apply(trx, events) {
    const rows: UserRow[] = [];
    const patches: Array<{ id: string; patch: Partial<UserRow> }> = [];
    const removals: string[] = [];
    for (const [id, change] of changesPerUser(events)) {
      if (change.kind === 'row') rows.push(change.row);
      else if (change.kind === 'patch') patches.push({ id, patch: change.patch });
      else removals.push(id);
    }
    if (rows.length > 0) {
      const shape = sql.raw(columns.map((column) => `${column} ${columnTypes[column]}`).join(', '));
      const updates = sql.raw(changeable.map((column) => `${column} = excluded.${column}`).join(', '));
      await sql`
        INSERT INTO blade_user (${sql.join(columns.map((column) => sql.ref(column)))})
        SELECT ${sql.join(columns.map((column) => sql.ref(`r.${column}`)))}
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${shape})
        ON CONFLICT (id) DO UPDATE SET ${updates}`.execute(trx);
    }
    if (patches.length > 0) {
      // jsonb_populate_record keeps the row's own value for every column the patch does not name.
      await sql`
        UPDATE blade_user AS u
           SET (${sql.join(changeable.map((column) => sql.ref(column)))}) =
               (SELECT ${sql.join(changeable.map((column) => sql.ref(`m.${column}`)))}
                  FROM jsonb_populate_record(u, p.patch) AS m)
          FROM jsonb_to_recordset(${JSON.stringify(patches)}::jsonb) AS p(id bigint, patch jsonb)
         WHERE u.id = p.id`.execute(trx);
    }
    if (removals.length > 0) {
      await sql`DELETE FROM blade_user WHERE id = ANY(${removals}::bigint[])`.execute(trx);
    }
  },
};

function changesPerUser(events: readonly StoredEvent[]): Map<string, Change> {
  const changes = new Map<string, Change>();
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as ProjectedEvent;
    changes.set(event.data.id, merged(changes.get(event.data.id), changeOf(event)));
  }
  return changes;
}

function merged(previous: Change | undefined, next: Change): Change {
  if (previous === undefined || next.kind !== 'patch') return next;
  switch (previous.kind) {
    case 'row':
      return { kind: 'row', row: { ...previous.row, ...next.patch } };
    case 'patch':
      return { kind: 'patch', patch: { ...previous.patch, ...next.patch } };
    case 'removed':
      // A removal is final: the decider refuses every later command.
      return previous;
    default:
      return assertNever(previous);
  }
}

function changeOf(event: ProjectedEvent): Change {
  const patch = (columns: Partial<UserRow>): Change => ({ kind: 'patch', patch: columns });
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
