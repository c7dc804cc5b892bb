import { randomInt } from 'node:crypto';
import type { FloorRecipe } from '@bench/support/load/load-recipe';
import type { Operation } from '@bench/support/load/operation';
import { onConnection, openPreparedPool } from '@bench/support/prepared-pool';

/**
 * What a command costs the database at the least: the row inserted and read back, each a
 * statement of its own in autocommit, kept prepared as the product's are, with one pooled
 * connection per client.
 */
export function floorOperation(recipe: FloorRecipe, clients: number): Operation {
  const pool = openPreparedPool(recipe.databaseUrl, clients);
  const insert = `INSERT INTO ${recipe.table}
      (id, tenant_id, param_name, param_key, param_value, remark,
       create_user, create_dept, create_time, update_user, update_time, status)
    VALUES ($1, '000000', 'bench', $2, '1', NULL, 1, 1, now(), 1, now(), 1)`;
  const select = `SELECT * FROM ${recipe.table} WHERE id = $1`;
  return {
    async run(_client, seq) {
      // Random ids, as the product's snowflake ids are not a sequence this process owns.
      const id = String(randomInt(1, 2 ** 47));
      const started = performance.now();
      try {
        await onConnection(pool, (client) => client.query(insert, [id, `bench.${seq}`]));
        const { rows } = await onConnection(pool, (client) => client.query(select, [id]));
        if (rows.length !== 1) return { kind: 'error', why: `row ${id} not read back` };
      } catch (error) {
        return { kind: 'error', why: String(error) };
      }
      return { kind: 'ok', latencyMs: performance.now() - started };
    },
    close: () => pool.end(),
  };
}
