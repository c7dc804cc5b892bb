import { startTestApp, testAdministratorRoles, type TestApp } from '@services/testing/test-app';

describe('read-your-writes when no projection runner keeps up', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // An API-only process whose projections nobody runs: its writes can never become visible.
    testApp = await startTestApp({
      env: { PROCESS_ROLES: 'api', READ_YOUR_WRITES_TIMEOUT_MS: '300' },
    });
    // Nothing is projected here, so the caller's administrator role is put in the read model
    // directly: the access guard reads it before the write under test.
    const now = new Date();
    await testApp.runtime.infrastructure.database.db
      .insertInto('blade_role')
      .values({
        id: testAdministratorRoles['000000']!,
        tenant_id: '000000',
        parent_id: '0',
        role_name: '超级管理员',
        role_alias: 'administrator',
        sort: 1,
        create_user: null,
        create_dept: null,
        create_time: now,
        update_user: null,
        update_time: now,
        status: 1,
      })
      .execute();
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
    // The record, and the hold of its key in the same append.
    expect(events.map((event) => event.type)).toEqual(['param.created', 'UniqueKeyHeld']);
  });
});
