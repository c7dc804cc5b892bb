import { camelCasedRow } from '@platform/lang/camel-case';
import { asTenant, type BareCaller, type BarePools } from '@bench/support/bare-access';

export interface PageStatement {
  columns: string;
  from: string;
  /** `tenant_id = $1 AND …`: the tenant is always the first parameter. */
  where: string;
  params: unknown[];
  orderBy: string;
  current: number;
  size: number;
  /**
   * For an unfiltered list: its total is the count the table's triggers keep per tenant, read as
   * the product reads it, rather than counted.
   */
  keptTotal?: boolean;
}

/**
 * A page as the product's list reads answer it: the total and the page's rows, side by side on
 * two reader connections bound to the caller's tenant, records in camelCase.
 */
export async function bareCountAndPage(pools: BarePools, caller: BareCaller, page: PageStatement) {
  const { columns, from, where, params, orderBy, current, size } = page;
  const values = [caller.tenantId, ...params];
  const [count, rows] = await Promise.all([
    asTenant(pools, caller.tenantId, (client) =>
      page.keptTotal
        ? client.query<{ total: string }>(
            'SELECT coalesce(max(total), 0) AS total FROM tenant_row_counts WHERE table_name = $1 AND tenant_id = $2',
            [from, caller.tenantId],
          )
        : client.query<{ total: string }>(`SELECT count(*) AS total FROM ${from} WHERE ${where}`, values),
    ),
    asTenant(pools, caller.tenantId, (client) =>
      client.query<Record<string, unknown>>(
        `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${orderBy} LIMIT ${size} OFFSET ${(current - 1) * size}`,
        values,
      ),
    ),
  ]);
  const total = Number(count.rows[0]!.total);
  return { records: rows.rows.map(camelCasedRow), total, size, current, pages: Math.ceil(total / size) };
}
