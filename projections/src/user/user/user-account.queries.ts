import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { SignedInUser } from '@services/user/user.wire';

/**
 * A user as signing in and the token answer need them: the signed-in user that oauth/user-info
 * answers (its wire shape), and the password hash that only signing in reads.
 */
export type UserAccount = SignedInUser & { passwordHash: string };

/** Reads of the user read model (blade_user), always within one tenant. */
export class UserAccountQueries {
  constructor(private readonly db: Kysely<Database>) {}

  findByAccount(tenantId: string, account: string): Promise<UserAccount | undefined> {
    return this.accounts()
      .where('tenant_id', '=', tenantId)
      .where('account', '=', account)
      .executeTakeFirst()
      .then(toAccount);
  }

  /**
   * The accounts of a tenant that carry this phone, at most two: a phone names an account only
   * when exactly one has it (phones are not unique among users).
   */
  async findByPhone(tenantId: string, phone: string): Promise<UserAccount[]> {
    const rows = await this.accounts()
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone)
      .limit(2)
      .execute();
    return rows.map((row) => toAccount(row)!);
  }

  findById(tenantId: string, id: string): Promise<UserAccount | undefined> {
    return this.accounts()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst()
      .then(toAccount);
  }

  private accounts() {
    return this.db
      .selectFrom('blade_user')
      .select(accountColumns)
      .where(sql<boolean>`true`);
  }
}

const accountColumns = [
  'id',
  'tenant_id',
  'account',
  'name',
  'real_name',
  'avatar',
  'email',
  'phone',
  'role_id',
  'dept_id',
  'post_id',
  'password_hash',
  'status',
  'last_login_time',
] as const;

type AccountRow = Pick<Selectable<Database['blade_user']>, (typeof accountColumns)[number]>;

function toAccount(row: AccountRow | undefined): UserAccount | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    account: row.account,
    name: row.name,
    realName: row.real_name,
    avatar: row.avatar,
    email: row.email,
    phone: row.phone,
    roleIds: commaList(row.role_id),
    deptIds: commaList(row.dept_id),
    postIds: commaList(row.post_id),
    passwordHash: row.password_hash,
    status: row.status,
    lastLoginTime: row.last_login_time,
  };
}

function commaList(text: string): string[] {
  return text ? text.split(',').filter((id) => id !== '') : [];
}
