import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializeWireJson } from '@platform/http/wire-json.serializer';
import {
  type BareCaller,
  bareCaller,
  type BarePools,
  closeBarePools,
  openBarePools,
} from '@bench/support/bare-access';
import type { HttpRecipe } from '@bench/support/load/load-recipe';
import { benchTokenSecret, startProduct } from '@bench/support/product-process';
import { createScratchDatabase } from '@bench/support/scratch-database';

export interface ProductBesideBare {
  /** The whole product, in a process of its own, as npm start runs it. */
  productUrl: string;
  /** The scratch database both read, for filling read models by SQL. */
  databaseUrl: string;
  /** Adds a bare route: answered only for a caller bare-access admits, in the product's envelope. */
  addBareRoute(path: string, code: string | undefined, answer: BareAnswer): void;
  /** Starts the bare server once its routes are added; answers its address. */
  listenBare(): Promise<string>;
  close(): Promise<void>;
}

export type BareAnswer = (
  caller: BareCaller,
  query: Record<string, string>,
  pools: BarePools,
) => Promise<unknown>;

/**
 * The seeded product on a scratch PostgreSQL database, in its own process, and a bare Fastify
 * server with plain pg beside it that pays the same token, session, grant and row-level
 * security checks (bare-access.ts) and writes the same JSON. The bare server runs in the
 * bench's process, which the load (run-load.ts, a process of its own) leaves idle.
 */
export async function startProductBesideBare(label: string): Promise<ProductBesideBare> {
  const scratch = await createScratchDatabase(label);
  const product = await startProduct({ DATABASE_URL: scratch.url }).catch(async (error: unknown) => {
    await scratch.drop();
    throw error;
  });
  const pools = openBarePools(scratch.url);
  const secret = Buffer.from(benchTokenSecret);
  const bare: FastifyInstance = Fastify();
  // The product's reply serializer: dates leave as wire text, as the product writes them.
  bare.setReplySerializer(serializeWireJson);
  return {
    productUrl: product.url!,
    databaseUrl: scratch.url,
    addBareRoute(path, code, answer) {
      bare.get<{ Querystring: Record<string, string> }>(path, async (request, reply) => {
        const caller = await bareCaller(pools, secret, request.headers, code);
        if (!caller) return reply.code(401).send({ code: 401, success: false, data: {}, msg: '请求未授权' });
        return {
          code: 200,
          success: true,
          data: await answer(caller, request.query, pools),
          msg: '操作成功',
        };
      });
    },
    async listenBare() {
      await bare.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
    },
    async close() {
      await bare.close();
      await closeBarePools(pools);
      await product.stop();
      await scratch.drop();
    },
  };
}

/** A GET of `url` by every client, with the headers of a signed-in session. */
export function getting(url: string, headers: Record<string, string> = {}): HttpRecipe {
  return { kind: 'http', method: 'GET', url, headers: [headers] };
}
