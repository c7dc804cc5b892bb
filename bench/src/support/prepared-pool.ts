import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { Pool, type PoolClient } from 'pg';
import { keepPreparing } from '@platform/database/prepared-statements';

/**
 * A pool for a baseline that keeps its statements prepared as the product's pools do
 * (keepPreparing): a ratio then compares the product with the least its database can do, not
 * with a driver that parses and plans every statement again. `onConnect` sets a new connection up.
 */
export function openPreparedPool(
  databaseUrl: string,
  max: number,
  onConnect?: (client: PoolClient) => void,
): PostgresPool {
  const pool = new Pool({ connectionString: databaseUrl, max });
  if (onConnect) pool.on('connect', onConnect);
  return keepPreparing(pool);
}

/** `use` on a connection of `pool`, given back however `use` ends. */
export async function onConnection<T>(
  pool: PostgresPool,
  use: (client: PostgresPoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    return await use(client);
  } finally {
    client.release();
  }
}
