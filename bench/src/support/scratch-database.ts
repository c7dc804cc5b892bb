import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server the benchmarks run on; each benchmark works in databases of its own there. */
export const benchServerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database on the bench server, so that contenders never share tables, caches or sequences. */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `bench_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(benchServerUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function onServer(statement: string): Promise<void> {
  const client = new Client({ connectionString: benchServerUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
