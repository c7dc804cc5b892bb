import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The machine's PostgreSQL server, where integration tests run (trust auth on loopback). */
export const testServerUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on the real server for one test file, so that files can run side by
 * side without seeing each other's rows. Dropped (forcefully) at the end.
 */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `steward_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(testServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testServerUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
