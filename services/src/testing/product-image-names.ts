import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The names of one test run's product images (product-images.ts). Imported by jest's global
 * setup and teardown too, which load without the path aliases: this file imports none.
 */
export const testRunVariable = 'PREPAID_TEST_RUN';

export function productImageNames(run: string) {
  return {
    postgresTemplate: `steward_product_${run}`,
    pgliteImage: join(tmpdir(), `prepaid-steward-product-${run}.tar`),
  };
}
