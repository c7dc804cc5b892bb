import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, TransportError } from '@console/lib/http/api-error';
import { createHttpClient, type HttpClientEnvironment } from '@console/lib/http/http-client';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A local server standing in for the API, answering as each test tells it. */
async function startServer(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

describe('the console HTTP client', () => {
  let server: Server;
  let url: string;
  let handler: Handler;
  const toasts: string[] = [];
  let loggedOut = 0;
  let token: string | undefined;

  function client(overrides: Partial<HttpClientEnvironment> = {}) {
    return createHttpClient({
      clientId: 'saber',
      clientSecret: 'saber_secret',
      authHeader: 'Blade-Auth',
      timeoutMs: 2000,
      silentCodes: [418],
      unknownErrorMessage: () => '未知错误',
      accessToken: () => token,
      notifyError: (message) => toasts.push(message),
      onUnauthorized: () => loggedOut++,
      baseUrl: url,
      ...overrides,
    });
  }

  beforeAll(async () => {
    ({ server, url } = await startServer((request, response) => handler(request, response)));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    toasts.length = 0;
    loggedOut = 0;
    token = undefined;
  });

  it('sends the Basic client header, the bearer token and the query, and returns the data', async () => {
    let seen: IncomingMessage | undefined;
    handler = (request, response) => {
      seen = request;
      answer(response, 200, { code: 200, success: true, data: { records: [] }, msg: '操作成功' });
    };
    token = 'abc';
    const data = await client().get('/api/blade-system/post/list', { current: 1, size: 10, name: '' });
    expect(data).toEqual({ records: [] });
    expect(seen?.headers.authorization).toBe(`Basic ${Buffer.from('saber:saber_secret').toString('base64')}`);
    expect(seen?.headers['blade-auth']).toBe('bearer abc');
    expect(seen?.url).toBe('/api/blade-system/post/list?current=1&size=10');
  });

  it('downloads a file with the token, and answers a refused download as any failure', async () => {
    let seen: IncomingMessage | undefined;
    handler = (request, response) => {
      seen = request;
      if (request.url?.includes('id=1'))
        response.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end('PK');
      else answer(response, 200, { code: 404, success: false, msg: '报表不存在' });
    };
    token = 'abc';
    const file = await client().download('/api/blade-report/report/rest/export', { id: '1' });
    expect(await file.text()).toBe('PK');
    expect(seen?.headers['blade-auth']).toBe('bearer abc');
    await expect(
      client().download('/api/blade-report/report/rest/export', { id: '2' }),
    ).rejects.toMatchObject({
      code: 404,
    });
    expect(toasts).toEqual(['报表不存在']);
  });

  it('takes the status from the body code and toasts its msg', async () => {
    handler = (_request, response) =>
      answer(response, 200, { code: 400, success: false, msg: '请输入参数名称' });
    await expect(client().post('/api/blade-system/param/submit', {})).rejects.toMatchObject({
      code: 400,
      message: '请输入参数名称',
    });
    expect(toasts).toEqual(['请输入参数名称']);
  });

  it('falls back to error_description, then to the unknown-error message', async () => {
    handler = (_request, response) => answer(response, 400, { error_description: '用户名或密码错误' });
    await expect(client().request('POST', '/api/blade-auth/oauth/token')).rejects.toBeInstanceOf(ApiError);
    handler = (_request, response) => answer(response, 404, {});
    await expect(client().get('/api/nowhere')).rejects.toMatchObject({ code: 404 });
    expect(toasts).toEqual(['用户名或密码错误', '未知错误']);
  });

  it('logs out on 401', async () => {
    handler = (_request, response) => answer(response, 401, { code: 401, success: false, msg: '请求未授权' });
    await expect(client().get('/api/blade-user/info')).rejects.toMatchObject({ code: 401 });
    expect(loggedOut).toBe(1);
    expect(toasts).toEqual(['请求未授权']);
  });

  it('rejects whitelisted codes without a toast', async () => {
    handler = (_request, response) => answer(response, 200, { code: 418, success: false, msg: 'teapot' });
    await expect(client().get('/api/x')).rejects.toMatchObject({ code: 418, silent: true });
    expect(toasts).toEqual([]);
  });

  it('treats statuses above 500 and unreachable servers as transport errors', async () => {
    handler = (_request, response) => answer(response, 502, { msg: 'bad gateway' });
    await expect(client().get('/api/x')).rejects.toBeInstanceOf(TransportError);
    await expect(client({ baseUrl: 'http://127.0.0.1:1' }).get('/api/x')).rejects.toBeInstanceOf(
      TransportError,
    );
    expect(toasts).toHaveLength(2);
    expect(toasts[0]).toBe('bad gateway');
  });

  it('gives up after the timeout', async () => {
    handler = () => undefined; // never answers
    await expect(client({ timeoutMs: 100 }).get('/api/slow')).rejects.toThrow('timeout of 100ms exceeded');
  });
});
