import { access, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { createScratchDatabase, testServerUrl } from '@platform/testing/test-postgres';
import { productImageNames, testRunVariable } from '@services/testing/product-image-names';

/**
 * The product migrated and seeded once per test run, for the integration suites to start from:
 * a template database on the machine's PostgreSQL and a PGlite dump. Starting an app on either
 * is a restart of a product that already ran (the migrations and seeds find their work done),
 * which saves every suite the seconds of both. jest's global setup names the run
 * (PREPAID_TEST_RUN) and its teardown removes both; without a run, suites start from empty.
 * Each is built by the first suite that asks, under a lock on the server, and published under
 * its final name only when complete.
 */
/** `build` starts the product on `env` (a database of its own) and stops it. */
type Build = (env: NodeJS.ProcessEnv) => Promise<void>;

/** The template database's name, or undefined outside a named test run. */
export async function productTemplateDatabase(build: Build): Promise<string | undefined> {
  const run = process.env[testRunVariable];
  if (!run) return undefined;
  const { postgresTemplate } = productImageNames(run);
  await underRunLock(postgresTemplate, async (server) => {
    const found = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [postgresTemplate]);
    if (found.rowCount) return;
    const scratch = await createScratchDatabase('product_image');
    await build({ DATABASE_URL: scratch.url });
    await server.query(
      `ALTER DATABASE ${new URL(scratch.url).pathname.slice(1)} RENAME TO ${postgresTemplate}`,
    );
  });
  return postgresTemplate;
}

/** The PGlite dump's file, or undefined outside a named test run. */
export async function productPgliteImage(build: Build): Promise<string | undefined> {
  const run = process.env[testRunVariable];
  if (!run) return undefined;
  const { pgliteImage } = productImageNames(run);
  await underRunLock(pgliteImage, async () => {
    if (await exists(pgliteImage)) return;
    const folder = await mkdtemp(join(tmpdir(), 'prepaid-steward-product-'));
    try {
      await build({ DATA_DIR: folder });
      // The product keeps its PGlite database in DATA_DIR/pglite (platform/database/database.ts).
      const database = await PGlite.create(join(folder, 'pglite'));
      const dump = await database.dumpDataDir('none');
      await database.close();
      await writeFile(`${pgliteImage}.partial`, Buffer.from(await dump.arrayBuffer()));
      await rename(`${pgliteImage}.partial`, pgliteImage);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
  return pgliteImage;
}

/** Runs `work` holding a server-wide lock named `name`, so one suite builds while others wait. */
async function underRunLock(name: string, work: (server: Client) => Promise<void>): Promise<void> {
  const server = new Client({ connectionString: testServerUrl });
  await server.connect();
  try {
    await server.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    await work(server);
  } finally {
    await server.end();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
