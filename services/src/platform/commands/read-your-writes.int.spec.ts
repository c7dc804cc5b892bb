import { startTestApp, type TestApp } from '@services/testing/test-app';

describe('read-your-writes when no projection runner keeps up', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // An API-only process whose projections nobody runs: its writes can never become visible.
    testApp = await startTestApp({
      env: { PROCESS_ROLES: 'api', READ_YOUR_WRITES_TIMEOUT_MS: '300' },
      seed: false,
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 503 after the bounded wait, and keeps the write', async () => {
    const started = Date.now();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/blade-system/param/submit',
      payload: { paramName: '慢', paramKey: 'lag.key', paramValue: '1' },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 503,
      success: false,
      data: {},
      msg: '操作已保存,但列表尚未更新,请稍后刷新',
    });

    const events = await testApp.runtime.infrastructure.store.readAll({ commit: 0n, prepare: 0n }, 10);
    expect(events.map((event) => event.type)).toEqual(['param.created']);
  });
});
