import Fastify from 'fastify';
import { serializeWireJson } from '@platform/http/wire-json.serializer';
import { paramViewCode, readParamPage } from '@bench/list/list-statements';
import { bareCaller, closeBarePools, openBarePools } from '@bench/support/bare-access';

/**
 * The fair bare baseline of GET blade-system/param/list, a process of its own: plain Fastify
 * and pg doing what the product must do for that call (bare-access.ts: the same token, session
 * and grant checks, row-level security) and answering the same JSON envelope, written by the
 * product's reply serializer (dates as wire text).
 * Settings: DATABASE_URL, TOKEN_SECRET, PORT.
 */
const secret = Buffer.from(process.env.TOKEN_SECRET!);
const pools = openBarePools(process.env.DATABASE_URL!);
const server = Fastify();
// The product's reply serializer: dates leave as wire text, as the product writes them.
server.setReplySerializer(serializeWireJson);

server.get('/health', async () => ({ ok: true }));

server.get<{ Querystring: { current?: string; size?: string } }>(
  '/api/blade-system/param/list',
  async (request, reply) => {
    const caller = await bareCaller(pools, secret, request.headers, paramViewCode);
    if (!caller) return reply.code(401).send({ code: 401, success: false, data: {}, msg: '请求未授权' });
    const current = Number(request.query.current ?? 1);
    const page = await readParamPage(pools, caller, current, Number(request.query.size ?? 10));
    return { code: 200, success: true, data: page, msg: '操作成功' };
  },
);

process.once('SIGTERM', () => {
  void server.close().then(() => closeBarePools(pools));
});

server.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
