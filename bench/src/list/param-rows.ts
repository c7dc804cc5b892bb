import type { BareCaller } from '@bench/support/bare-access';
import { withClient } from '@bench/support/with-client';

/**
 * `count` parameters of the caller's tenant straight into the read model, in the shape the
 * product's projection writes (create_user and create_dept the caller's, one key each): the
 * bench measures reads, not how the rows were made. Answers how many rows the tenant holds.
 */
export async function fillParams(databaseUrl: string, caller: BareCaller, count: number): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO blade_param (id, tenant_id, param_name, param_key, param_value, remark,
         create_user, create_dept, create_time, update_user, update_time, status)
       SELECT 4000000000000000000 + g, $1, '参数' || g, 'bench.filled.' || g, g::text, NULL,
         $2, $3, now() - make_interval(secs => $4 - g), $2, now() - make_interval(secs => $4 - g), 1
         FROM generate_series(1, $4::int) AS g`,
      [caller.tenantId, caller.userId, caller.deptId.split(',')[0] || '0', count],
    );
    await client.query('ANALYZE blade_param');
    const { rows } = await client.query<{ total: string }>(
      'SELECT count(*) AS total FROM blade_param WHERE tenant_id = $1',
      [caller.tenantId],
    );
    return Number(rows[0]!.total);
  });
}
