import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CONCURRENT_WRITE_MSG } from '@platform/http/error-answer';
import { BAD_REQUEST_MSG, NOT_FOUND_MSG, REQUEST_TOO_LONG_MSG } from './framework-errors';
import { createHttpApp, listen } from './http-app';
import { UNEXPECTED_MSG } from './http-exception.filter';
import { ID_MSG } from './id-schemas';
import { SIZE_MSG } from './paging';
import { acceptedParams, ProbeModule } from './testing/probe.module';

const failure = (code: number, msg: string, data: object = {}) => ({ code, success: false, data, msg });

describe('the HTTP conventions of WIRE.md', () => {
  let app: NestFastifyApplication;
  const logLines: string[] = [];

  beforeAll(async () => {
    app = await createHttpApp(ProbeModule, {
      logLevel: 'info',
      logStream: { write: (line) => logLines.push(line) },
    });
  });

  afterAll(async () => {
    await app.close();
  });

  describe('success', () => {
    it('wraps a result in the envelope, dates in Shanghai time, bigints as strings', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/probe/echo' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        success: true,
        data: { name: '健身卡', createTime: '2025-03-02 00:05:09', revision: '9223372036854775807' },
        msg: '操作成功',
      });
    });

    it('answers {} as data when the handler returns nothing', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/probe/nothing' });

      expect(response.json()).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    });

    it("answers a POST with 200 and the handler's own message", async () => {
      const response = await app.inject({ method: 'POST', url: '/api/probe/remove?ids=1,2,2' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 200, success: true, data: ['1', '2'], msg: '删除成功' });
    });

    it('sends a raw response without the envelope', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/probe/token' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ access_token: 'token', token_type: 'bearer', expires_in: 3600 });
    });

    it('answers outside its @Answers schema only where answers are not checked', async () => {
      const unchecked = await app.inject({ method: 'GET', url: '/api/probe/undeclared' });
      const checking = await createHttpApp(ProbeModule, { logLevel: 'silent', checkAnswers: true });
      const failed = jest.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const checked = await checking.inject({ method: 'GET', url: '/api/probe/undeclared' });

        expect(unchecked.json().data).toEqual({ name: '健身卡', secret: 'not documented' });
        expect(checked.statusCode).toBe(500);
        expect(failed).toHaveBeenCalledWith(
          expect.stringContaining('GET /api/probe/undeclared answered outside its @Answers schema'),
        );
      } finally {
        failed.mockRestore();
        await checking.close();
      }
    });

    it('reads paging, filters and sorting from the query', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/probe/list?current=2&size=5&name=卡&descs=name',
      });

      expect(response.json().data).toEqual({
        records: [
          {
            filters: [{ field: 'name', op: 'contains', value: '卡' }],
            sort: [{ field: 'name', direction: 'desc' }],
          },
        ],
        total: 21,
        size: 5,
        current: 2,
        pages: 5,
      });
    });
  });

  describe('bad input', () => {
    it("answers 400 with the first failing field's message and never calls the handler", async () => {
      const before = acceptedParams.length;

      const none = await app.inject({ method: 'POST', url: '/api/probe/params', payload: {} });
      const noKey = await app.inject({
        method: 'POST',
        url: '/api/probe/params',
        payload: { paramName: '名称' },
      });
      const noBody = await app.inject({ method: 'POST', url: '/api/probe/params' });

      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual(failure(400, '请输入参数名称', { field: 'paramName' }));
      expect(noKey.json()).toEqual(failure(400, '请输入参数键名', { field: 'paramKey' }));
      expect(noBody.json()).toEqual(failure(400, '请输入参数名称', { field: 'paramName' }));
      expect(acceptedParams.length).toBe(before);
    });

    it('lets valid input through to the handler', async () => {
      const payload = { paramName: '名称', paramKey: 'key', paramValue: 'value' };

      const response = await app.inject({ method: 'POST', url: '/api/probe/params', payload });

      expect(response.json()).toEqual({ code: 200, success: true, data: payload, msg: '操作成功' });
      expect(acceptedParams).toContainEqual(payload);
    });

    it('answers 400 for a zod error thrown outside the decorators', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/probe/zod' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(failure(400, '请输入参数键名', { field: 'paramKey' }));
    });

    it('answers 400 for malformed or empty JSON', async () => {
      const send = (payload: string) =>
        app.inject({
          method: 'POST',
          url: '/api/probe/params',
          headers: { 'content-type': 'application/json' },
          payload,
        });

      const malformed = await send('{"paramName":');
      const empty = await send('');

      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual(failure(400, BAD_REQUEST_MSG));
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual(failure(400, BAD_REQUEST_MSG));
    });

    it('answers 400 for a body over the limit', async () => {
      const payload = { paramName: 'x'.repeat(1024 * 1024) };

      const response = await app.inject({ method: 'POST', url: '/api/probe/params', payload });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(failure(400, '请求内容过大'));
    });

    it('answers 400 for a content type it does not read', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe/params',
        headers: { 'content-type': 'application/xml' },
        payload: '<paramName/>',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(failure(400, '不支持的请求内容类型'));
    });

    it('answers 400 in the envelope for a URL longer than Node reads, before Fastify sees it', async () => {
      const address = await listen(app, '127.0.0.1', 0);

      const response = await fetch(`${address}/api/probe/nothing?q=${'a'.repeat(100_000)}`);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(failure(400, REQUEST_TOO_LONG_MSG));
    });

    it("answers the router's refusals of a path parameter in the envelope", async () => {
      const tooLong = await app.inject({ method: 'GET', url: `/api/probe/named/${'a'.repeat(200)}` });
      const badlyEncoded = await app.inject({ method: 'GET', url: '/api/probe/named/%E0%A4%A' });

      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual(failure(400, REQUEST_TOO_LONG_MSG));
      expect(badlyEncoded.statusCode).toBe(400);
      expect(badlyEncoded.json()).toEqual(failure(400, BAD_REQUEST_MSG));
    });

    it('answers 400 for malformed ids, page sizes, unknown filters and sort fields', async () => {
      const ids = await app.inject({ method: 'POST', url: '/api/probe/remove?ids=1,abc' });
      const size = await app.inject({ method: 'GET', url: '/api/probe/list?size=0' });
      const filter = await app.inject({ method: 'GET', url: '/api/probe/list?password=x' });
      const sort = await app.inject({ method: 'GET', url: '/api/probe/list?ascs=password' });

      expect(ids.json()).toEqual(failure(400, `${ID_MSG}: abc`, { field: 'ids' }));
      expect(size.json()).toEqual(failure(400, SIZE_MSG, { field: 'size' }));
      expect(filter.json()).toEqual(failure(400, '不支持的查询条件: password', { field: 'password' }));
      expect(sort.json()).toEqual(failure(400, '不支持的排序字段: password', { field: 'ascs' }));
    });
  });

  describe('other failures', () => {
    it('answers an unknown route with 404 in the envelope, inside and outside /api', async () => {
      const inside = await app.inject({ method: 'GET', url: '/api/no/such/route' });
      const outside = await app.inject({ method: 'POST', url: '/nowhere' });

      expect(inside.statusCode).toBe(404);
      expect(inside.json()).toEqual(failure(404, NOT_FOUND_MSG));
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toEqual(failure(404, NOT_FOUND_MSG));
    });

    it("answers a NotFoundError with 404 and the error's message", async () => {
      const response = await app.inject({ method: 'GET', url: '/api/probe/missing' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(failure(404, '参数不存在'));
    });

    it('answers a lost revision race with 409', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/probe/conflict' });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(failure(409, CONCURRENT_WRITE_MSG));
    });

    it("answers Nest's HttpExceptions with their status and a message for users", async () => {
      const response = await app.inject({ method: 'GET', url: '/api/probe/nest-forbidden' });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(failure(403, '没有权限执行此操作'));
    });

    it('answers an unexpected error with a generic 500 and logs the cause under the request id', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/probe/boom',
        headers: { 'x-request-id': 'boom-1' },
      });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(failure(500, UNEXPECTED_MSG));
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('SELECT');
      const logged = logLines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.err?.message?.includes('secret'));
      expect(logged).toMatchObject({ level: 50, reqId: 'boom-1', err: { message: 'SELECT secret FROM x' } });
    });
  });

  describe('request id', () => {
    it('echoes a sane X-Request-Id', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/probe/nothing',
        headers: { 'x-request-id': 'abc-123' },
      });

      expect(response.headers['x-request-id']).toBe('abc-123');
    });

    it('replaces an absent or unsafe X-Request-Id with a generated one', async () => {
      const absent = await app.inject({ method: 'GET', url: '/api/probe/nothing' });
      const unsafe = await app.inject({
        method: 'GET',
        url: '/api/probe/nothing',
        headers: { 'x-request-id': 'forged"} {"level":60' },
      });

      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      expect(absent.headers['x-request-id']).toMatch(uuid);
      expect(unsafe.headers['x-request-id']).toMatch(uuid);
      expect(absent.headers['x-request-id']).not.toBe(unsafe.headers['x-request-id']);
    });

    it('carries the request id on error answers too', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/nowhere',
        headers: { 'x-request-id': 'lost-1' },
      });

      expect(response.headers['x-request-id']).toBe('lost-1');
    });
  });

  describe('logs', () => {
    it('record each request under its id, without a download token', async () => {
      await app.inject({
        method: 'GET',
        url: '/api/probe/nothing?blade-auth=bearer%20secret-token',
        headers: { 'x-request-id': 'log-1' },
      });

      const lines = logLines.filter((line) => line.includes('"reqId":"log-1"'));
      expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['incoming request', 'request completed']);
      expect(lines.join('')).toContain('blade-auth=[redacted]');
      expect(lines.join('')).not.toContain('secret-token');
    });
  });

  describe('OpenAPI', () => {
    it('serves the document at /api/docs-json, listing the controller routes', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs-json' });

      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().paths)).toEqual(
        expect.arrayContaining(['/api/probe/echo', '/api/probe/params']),
      );
    });

    it('serves the Swagger UI at /api/docs', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('swagger-ui');
    });
  });
});
