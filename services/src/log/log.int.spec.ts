import { sql } from 'kysely';
import type { Row } from '@services/testing/tenant-caller';
import { tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { LogStore } from '@services/log/log-store';

const tenantA = '000042';
const tenantB = '100001';
const platform = '000000';

describeOnBothDatabases('blade-log', 'log', (current) => {
  const call = tenantCaller(() => current().app);
  const logs = () => current().app.get(LogStore);
  const page = <T = Row>(answer: { data: unknown }) => answer.data as { records: T[]; total: number };

  async function apiLogOf(requestId: string, tenant = platform) {
    await logs().flush();
    const found = await call('GET', `/api/blade-log/api/list?requestId=${requestId}`, undefined, tenant);
    return page(found).records[0];
  }

  it("records a call's API log entry, its secrets redacted in the URL and the body", async () => {
    const response = await current().app.inject({
      method: 'POST',
      url: '/api/blade-log/error/console-submit?password=hunter2&keep=1',
      headers: { 'x-test-tenant': tenantA },
      payload: {
        accessToken: 'tok-123',
        errors: [
          { type: 'TypeError', message: 'x is undefined', url: '/goods', time: '2026-11-24 10:00:00' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const requestId = String(response.headers['x-request-id']);

    const entry = await apiLogOf(requestId);
    expect(entry).toMatchObject({
      tenantId: tenantA,
      method: 'POST',
      requestUri: '/api/blade-log/error/console-submit?password=[redacted]&keep=1',
      status: 200,
      requestId,
    });
    const params = JSON.parse(String(entry!.params)) as { query: object; body: { accessToken: string } };
    expect(params.query).toEqual({ password: '[redacted]', keep: '1' });
    expect(params.body.accessToken).toBe('[redacted]');
    expect(JSON.stringify(entry)).not.toMatch(/hunter2|tok-123/);

    const detail = await call<Row>('GET', `/api/blade-log/api/detail?id=${entry!.id}`, undefined, tenantA);
    expect(detail.data).toEqual(entry);
  });

  it("leaves what is not an API call (the console's files) out of the API log", async () => {
    const file = await current().app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(await apiLogOf(String(file.headers['x-request-id']))).toBeUndefined();
  });

  it('keeps each tenant to its own logs, and shows the platform every tenant', async () => {
    const made = await current().app.inject({
      method: 'GET',
      url: '/api/blade-log/usual/list',
      headers: { 'x-test-tenant': tenantA },
    });
    const requestId = String(made.headers['x-request-id']);
    const entry = await apiLogOf(requestId);
    expect(entry?.tenantId).toBe(tenantA);

    expect(await apiLogOf(requestId, tenantA)).toMatchObject({ id: entry!.id });
    expect(await apiLogOf(requestId, tenantB)).toBeUndefined();
    const hidden = await current().app.inject({
      method: 'GET',
      url: `/api/blade-log/api/detail?id=${entry!.id}`,
      headers: { 'x-test-tenant': tenantB },
    });
    expect(hidden.json()).toMatchObject({ code: 404, msg: '日志不存在' });
  });

  it('narrows every list to a date range (createTime_dategt / createTime_datelt)', async () => {
    logs().appendUsual({ tenant_id: tenantA, log_level: 'info', log_id: 'test.range', log_data: 'in range' });
    await logs().flush();
    const today = await call(
      'GET',
      '/api/blade-log/usual/list?logId=test.range&createTime_dategt=2000-01-01 00:00:00',
      undefined,
      tenantA,
    );
    expect(page(today).records).toEqual([expect.objectContaining({ logData: 'in range', logLevel: 'info' })]);
    const past = await call(
      'GET',
      '/api/blade-log/usual/list?logId=test.range&createTime_datelt=2000-01-01 00:00:00',
      undefined,
      tenantA,
    );
    expect(page(past).total).toBe(0);
    for (const kind of ['api', 'error']) {
      const ranged = await call('GET', `/api/blade-log/${kind}/list?createTime_datelt=2000-01-01 00:00:00`);
      expect(page(ranged).total).toBe(0);
    }
  });

  it("stores the console's errors in the error log, and refuses bad ones with 400", async () => {
    await call(
      'POST',
      '/api/blade-log/error/console-submit',
      {
        errors: [
          {
            type: 'promise',
            message: 'chunk failed',
            stack: 'at main.js:1',
            info: 'route /goods',
            url: 'http://x/#/goods',
            time: '2026-11-24 10:00:00',
          },
        ],
      },
      tenantB,
    );
    await logs().flush();
    const errors = await call(
      'GET',
      '/api/blade-log/error/list?source=console&message=chunk failed',
      undefined,
      tenantB,
    );
    const entry = page(errors).records[0];
    expect(entry).toMatchObject({
      source: 'console',
      type: 'promise',
      stack: 'at main.js:1',
      requestUri: 'http://x/#/goods',
    });
    // 10:00 on the wire's (Beijing's) clock, kept as the instant it names.
    expect(entry!.info).toBe('2026-11-24T02:00:00.000Z route /goods');
    const detail = await call('GET', `/api/blade-log/error/detail?id=${entry!.id}`, undefined, tenantB);
    expect(detail.data).toEqual(entry);

    const bad = await current().app.inject({
      method: 'POST',
      url: '/api/blade-log/error/console-submit',
      payload: { errors: [{ type: 'x', message: '', url: '/', time: 'never' }] },
    });
    expect(bad.json()).toMatchObject({ code: 400, success: false });
    expect(
      (
        await current().app.inject({
          method: 'POST',
          url: '/api/blade-log/error/console-submit',
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });

  it('records a server exception with its stack under the request id it answered', async () => {
    const { db } = current().runtime.infrastructure.database;
    // The usual log's table gone for one call: its list fails as an unexpected error does.
    await sql`ALTER TABLE log_usual RENAME TO log_usual_away`.execute(db);
    const failed = await current().app.inject({ method: 'GET', url: '/api/blade-log/usual/list' });
    await sql`ALTER TABLE log_usual_away RENAME TO log_usual`.execute(db);
    expect(failed.statusCode).toBe(500);
    const requestId = String(failed.headers['x-request-id']);

    await logs().flush();
    const errors = await call('GET', `/api/blade-log/error/list?requestId=${requestId}`);
    expect(page(errors).records).toEqual([
      expect.objectContaining({
        source: 'server',
        requestId,
        method: 'GET',
        requestUri: '/api/blade-log/usual/list',
      }),
    ]);
    expect(String(page(errors).records[0]!.stack)).toMatch(/log_usual/);
    expect((await apiLogOf(requestId))?.status).toBe(500);
  });

  it('prunes the rows older than the retention setting, and keeps the others', async () => {
    const old = new Date(current().runtime.clock.now().getTime() - 31 * 24 * 60 * 60 * 1000);
    await logs().usualLogs.append([
      {
        id: '9000000000000000001',
        tenant_id: tenantA,
        log_level: 'info',
        log_id: 'test.prune',
        log_data: 'old',
        create_time: old,
      },
      {
        id: '9000000000000000002',
        tenant_id: tenantA,
        log_level: 'info',
        log_id: 'test.prune',
        log_data: 'new',
        create_time: new Date(),
      },
    ]);
    expect(await logs().prune()).toBeGreaterThanOrEqual(1);
    const left = await call('GET', '/api/blade-log/usual/list?logId=test.prune', undefined, tenantA);
    expect(page(left).records.map((row) => row.logData)).toEqual(['new']);
  });
});
