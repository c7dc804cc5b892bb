import { type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '@infra/schema/database';
import { everyRow, type RowScope } from '@platform/access/row-scopes';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import { keptRowCount } from '@platform/database/tenant-row-count';
import type { FilterCondition } from '@platform/http/filters';
import type { ListRequest, ListSpec } from '@platform/http/list-request';
import type { Page } from '@platform/http/paging';
import { auditSelection } from '@projections/support/audit-selection';
import type { UserRecord } from '@services/user/user.wire';

/** user/page: account and realName (contains), deptId (a user in that department). */
export const userList: ListSpec = { filterable: { account: 'text', realName: 'text', deptId: 'id' } };

/**
 * A user as the admin screens show it (userRecord of user.wire.ts): camelCase, id lists
 * comma-joined as on the wire, and never the password hash nor the login bookkeeping.
 */
const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'account',
  'code',
  'user_type as userType',
  'name',
  'real_name as realName',
  'avatar',
  'email',
  'phone',
  // A date column would come back as local midnight; the wire wants the day as written.
  sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('birthday'),
  'sex',
  'role_id as roleId',
  'dept_id as deptId',
  'post_id as postId',
  ...auditSelection,
] as const;

/** The admin reads of the user read model (blade_user), always within one tenant. */
export class UserQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first. `visible`: the caller's data scope on users (SPEC.md §6); every user by default. */
  page(
    tenantId: string,
    { paging, filters }: ListRequest,
    visible: RowScope = everyRow,
  ): Promise<Page<UserRecord>> {
    const filtered = this.db
      .selectFrom('blade_user')
      .where('tenant_id', '=', tenantId)
      .where(matchesFilters(filters.filter((filter) => filter.field !== 'deptId')))
      .where(inDepartments(filters.filter((filter) => filter.field === 'deptId')))
      .where(visibleUsers(visible));
    const everyUser = filters.length === 0 && visible.kind === 'every';
    return readPage(
      everyUser ? keptRowCount(this.db, 'blade_user', tenantId) : filtered,
      // The id makes the order total so that paging never repeats or skips a row.
      filtered.select(recordColumns).orderBy('create_time', 'desc').orderBy('id', 'desc'),
      paging,
    );
  }

  findRecord(tenantId: string, id: string, visible: RowScope = everyRow): Promise<UserRecord | undefined> {
    return this.db
      .selectFrom('blade_user')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where(visibleUsers(visible))
      .select(recordColumns)
      .executeTakeFirst();
  }

  /** The account of each of these users of the tenant (the absent ones are left out). */
  async accountsOf(tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('blade_user')
      .select(['id', 'account'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.account]));
  }

  /** Whether another user of the tenant already has `account`. */
  async isAccountTaken(tenantId: string, account: string, exceptId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('blade_user')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('account', '=', account);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }
}

/**
 * deptId filters on the users of a department: a user belongs to several, held in dept_ids
 * (generated from dept_id, indexed by GIN), which no plain column comparison reaches.
 */
function inDepartments(deptFilters: readonly FilterCondition[]) {
  const conditions = deptFilters.map(
    ({ value }) => sql<SqlBool>`dept_ids && ARRAY[${String(value)}]::text[]`,
  );
  return conditions.length > 0 ? sql<SqlBool>`(${sql.join(conditions, sql` AND `)})` : sql<SqlBool>`true`;
}

/**
 * The users a data scope shows. A user belongs to several departments, so a rule on dept_id
 * matches a user in any of the rule's departments; other rules compare their column. A rule
 * naming any other column matches nothing.
 */
function visibleUsers(visible: RowScope) {
  if (visible.kind === 'every') return sql<boolean>`true`;
  const matches = visible.rules.flatMap((rule) => {
    const values = [...rule.values];
    if (rule.column === 'dept_id') return [sql<boolean>`dept_ids && ${values}::text[]`];
    if (!['id', 'create_user', 'create_dept'].includes(rule.column)) return [];
    return [sql<boolean>`${sql.ref(rule.column)}::text = ANY(${values}::text[])`];
  });
  return matches.length > 0 ? sql<boolean>`(${sql.join(matches, sql` OR `)})` : sql<boolean>`false`;
}
