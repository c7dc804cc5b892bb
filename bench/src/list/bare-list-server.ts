import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import {
  closeListPools,
  type ListCaller,
  mayListParams,
  openListPools,
  readParamPage,
} from '@bench/list/list-statements';

/**
 * The fair bare baseline of GET blade-system/param/list, a process of its own: plain Fastify
 * and pg doing what the product must do for that call — verify the same HS256 token with jose,
 * check the session and the grant, read count and page under row-level security — and answer
 * the same JSON envelope. Settings: DATABASE_URL, TOKEN_SECRET, PORT.
 */
const secret = Buffer.from(process.env.TOKEN_SECRET!);
const pools = openListPools(process.env.DATABASE_URL!);
const server = Fastify();
const unauthorized = { code: 401, success: false, data: {}, msg: '请求未授权' };

server.get('/health', async () => ({ ok: true }));

server.get<{ Querystring: { current?: string; size?: string } }>(
  '/api/blade-system/param/list',
  async (request, reply) => {
    const token = /^bearer\s+(\S+)$/i.exec(String(request.headers['blade-auth'] ?? '').trim())?.[1];
    if (!token) return reply.code(401).send(unauthorized);
    const caller = await jwtVerify(token, secret, { algorithms: ['HS256'] }).then(
      ({ payload }) => callerOf(payload),
      () => undefined,
    );
    if (!caller || !(await mayListParams(pools, caller))) return reply.code(401).send(unauthorized);
    const page = await readParamPage(
      pools,
      caller.tenantId,
      Number(request.query.current ?? 1),
      Number(request.query.size ?? 10),
    );
    return { code: 200, success: true, data: page, msg: '操作成功' };
  },
);

function callerOf(payload: Record<string, unknown>): ListCaller {
  return {
    tenantId: String(payload.tenant_id),
    userId: String(payload.user_id),
    roleId: String(payload.role_id),
    deptId: String(payload.dept_id),
    jti: String(payload.jti),
  };
}

process.once('SIGTERM', () => {
  void server.close().then(() => closeListPools(pools));
});

server.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
