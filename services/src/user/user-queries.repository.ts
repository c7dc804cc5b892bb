import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { everyRow, type RowScope } from '@platform/access/row-scopes';
import { readPage } from '@platform/database/read-page';
import type { FilterCondition, FilterableFields } from '@platform/http/filters';
import type { Page, PageQuery } from '@platform/http/paging';

/** What user/page may filter on; a bare account or realName means "contains" (WIRE.md). */
export const userFilterable: FilterableFields = { account: 'text', realName: 'text', deptId: 'id' };

/**
 * A user as the admin screens show it: camelCase, id lists comma-joined as on the wire, and
 * never the password hash nor the login bookkeeping.
 */
export interface UserRecord {
  id: string;
  tenantId: string;
  account: string;
  code: string | null;
  userType: number;
  name: string;
  realName: string;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  sex: number | null;
  roleId: string;
  deptId: string;
  postId: string;
  status: number;
  createUser: string | null;
  createDept: string | null;
  createTime: Date;
  updateUser: string | null;
  updateTime: Date;
}

type UserExpressions = ExpressionBuilder<Database, 'blade_user'>;

/** The admin reads of the user read model (blade_user), always within one tenant. */
export class UserQueriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** `visible`: the caller's data scope on users (SPEC.md §6); every user by default. */
  async page(
    tenantId: string,
    paging: PageQuery,
    filters: readonly FilterCondition[],
    visible: RowScope = everyRow,
  ): Promise<Page<UserRecord>> {
    const filtered = this.db
      .selectFrom('blade_user')
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.and(filters.map((filter) => conditionOf(eb, filter))))
      .where(visibleUsers(visible));
    return readPage(
      filtered,
      filtered
        .select(recordColumns)
        // Newest first; the id makes the order total so that paging never repeats or skips a row.
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc'),
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

  /** The user's settings for one client platform, or null when none were given. */
  async platformExt(tenantId: string, userId: string, userType: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('blade_user_platform')
      .select('user_ext')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('user_type', '=', userType)
      .executeTakeFirst();
    return row?.user_ext ?? null;
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
  'status',
  'create_user as createUser',
  'create_dept as createDept',
  'create_time as createTime',
  'update_user as updateUser',
  'update_time as updateTime',
] as const;

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

/** Field names come from userFilterable only, so no client-chosen name reaches SQL. */
function conditionOf(eb: UserExpressions, { field, op, value }: FilterCondition) {
  if (field === 'deptId') return sql<boolean>`dept_ids && ARRAY[${String(value)}]::text[]`;
  const column = field === 'realName' ? 'real_name' : 'account';
  if (op === 'contains') return eb(column, 'ilike', `%${escapeLike(String(value))}%`);
  return eb(column, '=', String(value));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
