import { Pool, type PoolClient } from 'pg';

/**
 * What GET blade-system/param/list asks of PostgreSQL today, by hand with pg: the session's
 * standing (the product's one authentication read: user, tenant, revocation and whether a role
 * is the administrator, in one statement), the grant of the route's button code (the product's
 * role-menu query, one statement, skipped for the administrator), then count and page as the
 * tenant reader role under row-level security, side by side on two connections. The product's
 * API-scope and data-scope reads (none guard param here) are not repeated.
 */
export interface ListCaller {
  tenantId: string;
  userId: string;
  /** Comma lists, as tokens carry them. */
  roleId: string;
  deptId: string;
  jti: string;
}

export interface ListPools {
  /** As the product's own pool: the owner, whom row-level security does not bind. */
  owner: Pool;
  /** As the product's tenant reads: the reader role, bound to the caller's tenant. */
  reader: Pool;
}

/** Row-level security's role and setting (infra/src/migrations/tenant-row-security.ts). */
const readerRole = 'steward_tenant_reader';
const tenantSetting = 'steward.tenant_id';
const platformTenant = '000000';
const viewCode = 'param_view';

export function openListPools(databaseUrl: string, size = 10): ListPools {
  const reader = new Pool({ connectionString: databaseUrl, max: size });
  reader.on('connect', (client) => void client.query(`SET ROLE ${readerRole}`));
  return { owner: new Pool({ connectionString: databaseUrl, max: size }), reader };
}

export async function closeListPools(pools: ListPools): Promise<void> {
  await Promise.all([pools.owner.end(), pools.reader.end()]);
}

/** Whether the session stands and grants param_view: the product's token check after the signature. */
export async function mayListParams({ owner }: ListPools, caller: ListCaller): Promise<boolean> {
  const roleIds = caller.roleId.split(',').filter(Boolean);
  const { rows } = await owner.query<StandingRow>(standingSql, [
    caller.tenantId,
    caller.userId,
    caller.jti,
    new Date(),
    roleIds,
  ]);
  const row = rows[0];
  if (!row || !stands(row, caller)) return false;
  if (row.administrator) return true;
  const granted = await owner.query(grantSql, [caller.tenantId, roleIds, viewCode]);
  return granted.rows.length > 0;
}

export interface ParamPage {
  records: Array<Record<string, unknown>>;
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Count and page of the caller's tenant, newest first, as the tenant reader role. */
export async function readParamPage(
  pools: ListPools,
  tenantId: string,
  current: number,
  size: number,
): Promise<ParamPage> {
  const [count, page] = await Promise.all([
    asTenant(pools.reader, tenantId, (client) =>
      client.query<{ total: string }>('SELECT count(*) AS total FROM blade_param WHERE tenant_id = $1', [
        tenantId,
      ]),
    ),
    asTenant(pools.reader, tenantId, (client) =>
      client.query('SELECT * FROM blade_param WHERE tenant_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3', [
        tenantId,
        size,
        (current - 1) * size,
      ]),
    ),
  ]);
  const total = Number(count.rows[0]!.total);
  return { records: page.rows.map(camelCased), total, size, current, pages: Math.ceil(total / size) };
}

const boundTenant = new WeakMap<PoolClient, string>();

/** Binds a reader connection to the tenant only when it changes, as the product's pool does. */
async function asTenant<T>(
  reader: Pool,
  tenantId: string,
  read: (client: PoolClient) => Promise<T>,
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

function stands(row: StandingRow, caller: ListCaller): boolean {
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

/** The product's wire records: snake_case columns as camelCase fields. */
function camelCased(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}
