import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { loadConfig } from '@platform/config/app-config';
import { startApplication } from '@platform/runtime/application';
import type { Runtime } from '@platform/runtime/runtime';
import { contexts } from '@services/contexts';
import type { LoadResult } from '@bench/support/closed-loop';
import { createScratchDatabase } from '@bench/support/scratch-database';

export interface ProductBesideBare {
  runtime: Runtime;
  /** The whole product (token check, guard, validation, Kysely, envelope) on loopback. */
  productUrl: string;
  /** A bare Fastify server with a pg pool on the same database, for the same SQL by hand. */
  bare: FastifyInstance;
  pool: Pool;
  /** Starts the bare server once its routes are added; answers its address. */
  listenBare(): Promise<string>;
  close(): Promise<void>;
}

/** The seeded product on a scratch PostgreSQL database, and a bare server beside it. */
export async function startProductBesideBare(label: string): Promise<ProductBesideBare> {
  const scratch = await createScratchDatabase(label);
  const application = await startApplication(
    loadConfig({
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'silent',
      // The benchmarks measure the token call itself, from one client far over a person's limits.
      TOKEN_LIMIT_PER_IP: '100000000',
      TOKEN_LIMIT_PER_ACCOUNT: '100000000',
    }),
    contexts,
    {
      log: { info: () => {} },
      http: { logLevel: 'silent' },
      onProjectionError: () => {},
      onJobError: () => {},
    },
  );
  const { runtime } = application;
  const app = application.http as NestFastifyApplication;
  const pool = new Pool({ connectionString: scratch.url, max: 10 });
  const bare = Fastify();
  await app.listen(0, '127.0.0.1');
  return {
    runtime,
    productUrl: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`,
    bare,
    pool,
    async listenBare() {
      await bare.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
    },
    async close() {
      await bare.close();
      await pool.end();
      await application.stop();
      await scratch.drop();
    },
  };
}

/** Requests per second of the rounds labelled `name`, over all their seconds. */
export function rateOf(rounds: ReadonlyArray<[string, LoadResult]>, name: string): number {
  const results = rounds.filter(([label]) => label === name).map(([, result]) => result);
  return (
    results.reduce((sum, result) => sum + result.requests, 0) /
    results.reduce((sum, result) => sum + result.seconds, 0)
  );
}
