import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The machine's PostgreSQL server, where integration tests run (trust auth on loopback). */
export const testServerUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database on a real server for one test file or benchmark contender, so that they never
 * share tables, caches or sequences: empty, or a copy of `template`. Dropped (forcefully) at the end.
 */
export async function createScratchDatabase(
  label: string,
  serverUrl = testServerUrl,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `steward_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await onServer(
    serverUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
