import { connect } from 'node:net';
import { Injectable, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  ANONYMOUS_IDENTITY,
  RequestContextResolver,
  type RequestIdentity,
  type ResolverInput,
} from '@platform/context/request-context.resolver';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import { createHttpApp, listen } from './http-app';
import type { HttpAppOptions } from './http-app.options';
import { ProbeModule } from './testing/probe.module';

/** Stands in for authentication: a token "tenant-<id>" makes the caller an admin of that tenant. */
@Injectable()
class FakeTokenResolver extends RequestContextResolver {
  async resolve({ headers }: ResolverInput): Promise<RequestIdentity> {
    const header = headers['blade-auth'];
    if (header === undefined) return ANONYMOUS_IDENTITY;
    const tenantId = /^bearer tenant-(\d{6})$/i.exec(String(header))?.[1];
    if (!tenantId) throw new UnauthorizedError();
    return { tenantId, userId: '1123598821738675201', account: 'admin', deptId: '1', roleIds: ['1', '2'] };
  }
}

@Module({ providers: [{ provide: RequestContextResolver, useClass: FakeTokenResolver }] })
class FakeAuthModule {}

@Module({ imports: [ProbeModule, FakeAuthModule] })
class AuthenticatedAppModule {}

@Module({ providers: [{ provide: RequestContextResolver, useClass: FakeTokenResolver }] })
class SecondAuthModule {}

@Module({ imports: [ProbeModule, FakeAuthModule, SecondAuthModule] })
class TwoResolversAppModule {}

const quiet: HttpAppOptions = { logLevel: 'silent' };

/** The context as the probe handler saw it, after the JSON body was parsed and after an await. */
async function contextSeenBy(app: NestFastifyApplication, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/probe/context',
    headers,
    payload: { note: 'n' },
  });
  return { status: response.statusCode, body: response.json(), requestId: response.headers['x-request-id'] };
}

/**
 * Sends the headers, then the body a moment later: the body is then read in socket callbacks
 * that started outside any request's async context, which is how real slow clients behave.
 */
function slowPost(port: number, path: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received.slice(received.indexOf('\r\n\r\n') + 4)));
    socket.on('error', reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nX-Request-Id: slow-1\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    setTimeout(() => socket.write(body), 50);
  });
}

describe('the request context', () => {
  describe('with the default resolver', () => {
    let app: NestFastifyApplication;

    beforeAll(async () => {
      app = await createHttpApp(ProbeModule, quiet);
    });

    afterAll(async () => {
      await app.close();
    });

    it('is visible to the handler: anonymous in the platform tenant, with the request id and socket IP', async () => {
      const seen = await contextSeenBy(app, { 'x-request-id': 'ctx-1' });

      expect(seen.body.data).toEqual({
        requestId: 'ctx-1',
        tenantId: '000000',
        userId: '0',
        account: 'anonymous',
        deptId: '0',
        roleIds: [],
        clientIp: '127.0.0.1',
        note: 'n',
      });
    });

    it('uses the generated request id when the client sends none', async () => {
      const seen = await contextSeenBy(app);

      expect(seen.body.data.requestId).toBe(seen.requestId);
    });

    it('survives a body that arrives after the headers, over a real socket', async () => {
      const { port } = new URL(await listen(app, '127.0.0.1', 0));

      const answer = await slowPost(Number(port), '/api/probe/context', JSON.stringify({ note: 'late' }));

      expect(JSON.parse(answer).data).toMatchObject({
        requestId: 'slow-1',
        tenantId: '000000',
        note: 'late',
      });
    });

    it('survives an await in a GET handler', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/probe/context' });

      expect(response.json().data.tenantId).toBe('000000');
    });

    it('ignores X-Forwarded-For unless proxies are trusted', async () => {
      const seen = await contextSeenBy(app, { 'x-forwarded-for': '203.0.113.7' });

      expect(seen.body.data.clientIp).toBe('127.0.0.1');
    });
  });

  it('takes the client IP from X-Forwarded-For when TRUST_PROXY says so', async () => {
    const app = await createHttpApp(ProbeModule, { ...quiet, trustProxy: true });
    try {
      const seen = await contextSeenBy(app, { 'x-forwarded-for': '203.0.113.7' });

      expect(seen.body.data.clientIp).toBe('203.0.113.7');
    } finally {
      await app.close();
    }
  });

  describe('with a resolver provided by another module', () => {
    let app: NestFastifyApplication;

    beforeAll(async () => {
      app = await createHttpApp(AuthenticatedAppModule, quiet);
    });

    afterAll(async () => {
      await app.close();
    });

    it("makes the resolver's identity the handler's context", async () => {
      const seen = await contextSeenBy(app, { 'Blade-Auth': 'bearer tenant-123456' });

      expect(seen.body.data).toMatchObject({
        tenantId: '123456',
        userId: '1123598821738675201',
        account: 'admin',
        roleIds: ['1', '2'],
      });
    });

    it('keeps concurrent requests in their own contexts', async () => {
      const tenants = ['111111', '222222', '333333', '444444'];

      const seen = await Promise.all(
        tenants.map((tenant) => contextSeenBy(app, { 'blade-auth': `bearer tenant-${tenant}` })),
      );

      expect(seen.map(({ body }) => body.data.tenantId)).toEqual(tenants);
    });

    it('answers 401 in the envelope when the resolver refuses the caller', async () => {
      const seen = await contextSeenBy(app, { 'blade-auth': 'bearer forged' });

      expect(seen.status).toBe(401);
      expect(seen.body).toEqual({
        code: 401,
        success: false,
        data: {},
        msg: new UnauthorizedError().message,
      });
    });
  });

  it('refuses to boot with two resolvers', async () => {
    await expect(createHttpApp(TwoResolversAppModule, quiet)).rejects.toThrow(
      'RequestContextResolver is provided by FakeAuthModule, SecondAuthModule; provide it in exactly one module',
    );
  });
});
