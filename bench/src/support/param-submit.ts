import type { FloorRecipe, HttpRecipe } from '@bench/support/load/load-recipe';
import { withClient } from '@bench/support/with-client';

/**
 * POST blade-system/param/submit of a new parameter, a key of its own per request (keys are
 * unique in a tenant), answered once the read models hold it (read-your-writes).
 */
export function paramSubmitRecipe(
  productUrl: string,
  headers: HttpRecipe['headers'],
  verify?: HttpRecipe['verify'],
): HttpRecipe {
  return {
    kind: 'http',
    method: 'POST',
    url: `${productUrl}/api/blade-system/param/submit`,
    headers,
    body: JSON.stringify({ paramName: 'bench', paramKey: paramKeyTemplate, paramValue: '1' }),
    ...(verify ? { verify } : {}),
  };
}

/** The key each submit writes; `{{seq}}` makes it unique in the run. */
export const paramKeyTemplate = 'bench.{{seq}}';

/**
 * The floor beside the product's submit: a table shaped as blade_param, indexes included, on
 * the same database, for the same row inserted and read back with plain pg. A table of its own
 * keeps those rows out of the product's read model.
 */
export async function paramFloorRecipe(databaseUrl: string): Promise<FloorRecipe> {
  const table = 'bench_floor_param';
  await withClient(databaseUrl, async (client) => {
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (LIKE blade_param INCLUDING ALL)`);
  });
  return { kind: 'sql-floor', databaseUrl, table };
}
