import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { type ProductProcess, startProduct } from '@bench/support/product-process';
import { withClient } from '@bench/support/with-client';

export interface SplitProduct {
  /** The API processes' own addresses. */
  apis: string[];
  stop(): Promise<void>;
}

const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * The product with its roles split (PROCESS_ROLES) on one PostgreSQL database and one Redis:
 * projections and workers in one process, started first (it seeds), then `apiCount` API
 * processes. Jobs go through BullMQ in a queue of this run's own, removed at the end.
 */
export async function startSplitProduct(databaseUrl: string, apiCount: number): Promise<SplitProduct> {
  const queue = `bench-split-${randomBytes(4).toString('hex')}`;
  const shared = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, JOB_QUEUE: queue };
  const started: ProductProcess[] = [];
  const stop = async () => {
    for (const process of started.reverse()) await process.stop();
    await deleteQueue(queue);
  };
  try {
    started.push(
      await startProduct({ ...shared, PROCESS_ROLES: 'projections,worker' }, () => seeded(databaseUrl)),
    );
    const apis = await Promise.all(
      Array.from({ length: apiCount }, () => startProduct({ ...shared, PROCESS_ROLES: 'api' })),
    );
    started.push(...apis);
    return { apis: apis.map((api) => api.url!), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The worker process has seeded once the platform's administrator can be read. */
async function seeded(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      "SELECT 1 FROM blade_user WHERE tenant_id = '000000' AND account = 'admin'",
    );
    return rows.length > 0;
  });
}

/** BullMQ's keys of the queue (its default prefix `bull:`). */
async function deleteQueue(queue: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`bull:${queue}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
