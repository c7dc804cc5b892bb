import { asTenant, type BarePools } from '@bench/support/bare-access';

/** The button code GET blade-system/param/list requires. */
export const paramViewCode = 'param_view';

export interface ParamPage {
  records: Array<Record<string, unknown>>;
  total: number;
  size: number;
  current: number;
  pages: number;
}

/**
 * The page GET blade-system/param/list answers, by hand: count and page of the caller's
 * tenant, newest first, as the tenant reader role, side by side on two connections as the
 * product reads them.
 */
export async function readParamPage(
  pools: BarePools,
  tenantId: string,
  current: number,
  size: number,
): Promise<ParamPage> {
  const [count, page] = await Promise.all([
    asTenant(pools, tenantId, (client) =>
      client.query<{ total: string }>('SELECT count(*) AS total FROM blade_param WHERE tenant_id = $1', [
        tenantId,
      ]),
    ),
    asTenant(pools, tenantId, (client) =>
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

/** The product's wire records: snake_case columns as camelCase fields. */
export function camelCased(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}
