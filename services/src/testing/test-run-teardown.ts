import { rm } from 'node:fs/promises';
import { Client } from 'pg';
import { testServerUrl } from '../platform/testing/test-postgres';
import { productImageNames, testRunVariable } from './product-image-names';

/** jest's global teardown: removes the run's product images, if a suite built them. */
export default async function removeProductImages(): Promise<void> {
  const run = process.env[testRunVariable];
  if (!run) return;
  const { postgresTemplate, pgliteImage } = productImageNames(run);
  await rm(pgliteImage, { force: true });
  const server = new Client({ connectionString: testServerUrl });
  await server.connect();
  try {
    await server.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
  } finally {
    await server.end();
  }
}
