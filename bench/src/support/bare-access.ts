import type { IncomingHttpHeaders } from 'node:http';
import { jwtVerify } from 'jose';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { onConnection, openPreparedPool } from '@bench/support/prepared-pool';

/**
 * What a bare baseline does before it answers, by hand with plain pg, so that it pays what the
 * product pays: the access token verified (HS256, jose), the session's standing read in the
 * product's one authentication statement (user, tenant, revocation, whether a role is the
 * administrator), the grant of the route's button code (the product's role-menu query, one
 * statement, skipped for the administrator), and reads made as the tenant reader role bound to
 * the caller's tenant, under row-level security. Its statements are kept prepared, as the
 * product's are. API scopes and data scopes are not repeated.
 */
export interface BareCaller {
  tenantId: string;
  userId: string;
  /** Comma lists, as tokens carry them. */
  roleId: string;
  deptId: string;
  jti: string;
}

export interface BarePools {
  /** As the product's own pool: the owner, whom row-level security does not bind. */
  owner: PostgresPool;
  /** As the product's tenant reads: the reader role, bound to the caller's tenant. */
  reader: PostgresPool;
}

/** Row-level security's role and setting (infra/src/migrations/tenant-row-security.ts). */
const readerRole = 'steward_tenant_reader';
const tenantSetting = 'steward.tenant_id';
const platformTenant = '000000';

/** Ten connections each, as the product's two pools. */
export function openBarePools(databaseUrl: string, size = 10): BarePools {
  return {
    owner: openPreparedPool(databaseUrl, size),
    reader: openPreparedPool(databaseUrl, size, (client) => void client.query(`SET ROLE ${readerRole}`)),
  };
}

export async function closeBarePools(pools: BarePools): Promise<void> {
  await Promise.all([pools.owner.end(), pools.reader.end()]);
}

/** The caller of a request whose token verifies, whose session stands and who holds `code` (if any). */
export async function bareCaller(
  pools: BarePools,
  secret: Uint8Array,
  headers: IncomingHttpHeaders,
  code?: string,
): Promise<BareCaller | undefined> {
  const token = /^bearer\s+(\S+)$/i.exec(String(headers['blade-auth'] ?? '').trim())?.[1];
  if (!token) return undefined;
  const caller = await jwtVerify(token, secret, { algorithms: ['HS256'] }).then(
    ({ payload }) => callerOf(payload),
    () => undefined,
  );
  return caller && (await mayCall(pools, caller, code)) ? caller : undefined;
}

/** The claims a bare baseline needs of a token, verified or only decoded. */
export function callerOf(claims: Record<string, unknown>): BareCaller {
  return {
    tenantId: String(claims.tenant_id),
    userId: String(claims.user_id),
    roleId: String(claims.role_id),
    deptId: String(claims.dept_id),
    jti: String(claims.jti),
  };
}

/** Whether the session stands and its roles grant `code` (when the route requires one). */
export async function mayCall({ owner }: BarePools, caller: BareCaller, code?: string): Promise<boolean> {
  const roleIds = caller.roleId.split(',').filter(Boolean);
  const { rows } = await onConnection(owner, (client) =>
    client.query<StandingRow>(standingSql, [caller.tenantId, caller.userId, caller.jti, new Date(), roleIds]),
  );
  const row = rows[0];
  if (!row || !stands(row, caller)) return false;
  if (row.administrator || code === undefined) return true;
  const granted = await onConnection(owner, (client) =>
    client.query(grantSql, [caller.tenantId, roleIds, code]),
  );
  return granted.rows.length > 0;
}

const boundTenant = new WeakMap<PostgresPoolClient, string>();

/** A read as the tenant reader role; the connection is rebound only when the tenant changes, as the product's. */
export async function asTenant<T>(
  { reader }: BarePools,
  tenantId: string,
  read: (client: PostgresPoolClient) => Promise<T>,
): Promise<T> {
  const client = await reader.connect();
  try {
    const tenant = tenantId === platformTenant ? '*' : tenantId;
    if (boundTenant.get(client) !== tenant) {
      await client.query(`SELECT set_config('${tenantSetting}', $1, false)`, [tenant]);
      boundTenant.set(client, tenant);
    }
    return await read(client);
  } finally {
    client.release();
  }
}

interface StandingRow {
  user_status: number;
  role_id: string;
  dept_id: string;
  locked: boolean;
  locked_until: Date | null;
  tenant_status: number;
  expire_time: Date | null;
  revoked: boolean;
  administrator: boolean;
}

const standingSql = `
  SELECT u.status AS user_status, u.role_id, u.dept_id, u.locked, u.locked_until,
         t.status AS tenant_status, t.expire_time,
         EXISTS (SELECT jti FROM auth_revoked_token WHERE jti = $3 AND expires_at > $4) AS revoked,
         EXISTS (SELECT id FROM blade_role
                  WHERE tenant_id = $1 AND id = ANY($5::bigint[]) AND role_alias = 'administrator') AS administrator
    FROM blade_user u JOIN blade_tenant t ON t.tenant_id = u.tenant_id
   WHERE u.tenant_id = $1 AND u.id = $2`;

const grantSql = `
  SELECT rm.menu_id FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id
   WHERE rm.tenant_id = $1 AND rm.role_id = ANY($2::bigint[]) AND m.code = $3 LIMIT 1`;

/** The product's SessionStanding: enabled user and tenant, not locked or expired, roles and departments still held. */
function stands(row: StandingRow, caller: BareCaller): boolean {
  const now = new Date();
  const holds = (held: string, acting: string) =>
    acting.split(',').every((id) => id === '' || id === '0' || held.split(',').includes(id));
  return (
    row.user_status === 1 &&
    row.tenant_status === 1 &&
    !row.revoked &&
    !(row.locked && (row.locked_until === null || row.locked_until > now)) &&
    !(row.expire_time !== null && row.expire_time < now) &&
    holds(row.role_id, caller.roleId) &&
    holds(row.dept_id, caller.deptId)
  );
}
