import { randomInt } from 'node:crypto';
import type { PostingsRecipe } from '@bench/support/load/load-recipe';
import type { Operation } from '@bench/support/load/operation';
import { onConnection, openPreparedPool } from '@bench/support/prepared-pool';

/**
 * What recording a movement of money costs the database at the least: BEGIN, one INSERT of its
 * postings (kept prepared, as the product's statements are), COMMIT, on one pooled connection per
 * client. Nothing is read, checked or folded.
 */
export function postingsOperation(recipe: PostingsRecipe, clients: number): Operation {
  const pool = openPreparedPool(recipe.databaseUrl, clients);
  let dealt = 0;
  return {
    async run() {
      const postings = recipe.movements[dealt++ % recipe.movements.length]!;
      // Random ids, as the product's snowflake ids are not a sequence this process owns.
      const transactionId = String(randomInt(1, 2 ** 47));
      const rows = postings.map((_, index) => `($1, $2, $${2 * index + 3}, $${2 * index + 4})`);
      const insert = `INSERT INTO ${recipe.table} (transaction_id, kind, account, amount) VALUES ${rows.join(', ')}`;
      const values = postings.flatMap((posting) => [posting.account, posting.amount]);
      const started = performance.now();
      const failure = await onConnection(pool, async (client) => {
        try {
          await client.query('BEGIN', []);
          await client.query(insert, [transactionId, recipe.transactionKind, ...values]);
          await client.query('COMMIT', []);
          return undefined;
        } catch (error) {
          await client.query('ROLLBACK', []);
          return String(error);
        }
      });
      if (failure !== undefined) return { kind: 'error', why: failure };
      return { kind: 'ok', latencyMs: performance.now() - started };
    },
    close: () => pool.end(),
  };
}
