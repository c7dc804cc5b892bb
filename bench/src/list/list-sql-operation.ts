import { paramViewCode, readParamPage } from '@bench/list/list-statements';
import { closeBarePools, mayCall, openBarePools } from '@bench/support/bare-access';
import type { ListSqlRecipe } from '@bench/support/load/load-recipe';
import type { Operation } from '@bench/support/load/operation';

/** One list call's statements, straight to PostgreSQL with pg: the bare baseline minus HTTP, JWT and JSON. */
export function listSqlOperation(recipe: ListSqlRecipe): Operation {
  const pools = openBarePools(recipe.databaseUrl);
  return {
    async run() {
      const started = performance.now();
      if (!(await mayCall(pools, recipe.caller, paramViewCode)))
        return { kind: 'error', why: 'the session does not stand or lacks param_view' };
      const page = await readParamPage(pools, recipe.caller, 1, recipe.size);
      if (page.records.length === 0) return { kind: 'error', why: 'an empty page' };
      return { kind: 'ok', latencyMs: performance.now() - started };
    },
    close: () => closeBarePools(pools),
  };
}
