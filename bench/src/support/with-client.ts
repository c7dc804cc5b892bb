import { Client } from 'pg';

/** One connection for a few setup statements, closed whatever happens. */
export async function withClient<T>(databaseUrl: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
