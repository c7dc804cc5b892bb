import { closeListPools, mayListParams, openListPools, readParamPage } from '@bench/list/list-statements';
import type { ListSqlRecipe } from '@bench/support/load/load-recipe';
import type { Operation } from '@bench/support/load/operation';

/** One list call's statements, straight to PostgreSQL with pg: the bare baseline minus HTTP, JWT and JSON. */
export function listSqlOperation(recipe: ListSqlRecipe): Operation {
  const pools = openListPools(recipe.databaseUrl);
  return {
    async run() {
      const started = performance.now();
      if (!(await mayListParams(pools, recipe.caller)))
        return { kind: 'error', why: 'the session does not stand' };
      const page = await readParamPage(pools, recipe.caller.tenantId, 1, recipe.size);
      if (page.records.length === 0) return { kind: 'error', why: 'an empty page' };
      return { kind: 'ok', latencyMs: performance.now() - started };
    },
    close: () => closeListPools(pools),
  };
}
