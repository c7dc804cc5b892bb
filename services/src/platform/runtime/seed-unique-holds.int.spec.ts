import { seedParams } from '@infra/seed/platform-tenant.seed';
import type { RequestContext } from '@platform/context/request-context';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { seedRecords } from '@platform/runtime/seed-records';
import { holdSeededValues } from '@platform/runtime/seed-unique-holds';
import { paramResource } from '@services/system/param/param.resource';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

const caller: RequestContext = {
  requestId: 'seed-holds',
  tenantId: '000000',
  userId: '1',
  account: 'user-1',
  deptId: '1',
  roleIds: [],
  clientIp: '127.0.0.1',
};
const param = (key: string) => ({ paramName: key, paramKey: key, paramValue: '1', remark: null });

/**
 * Seeded records hold their unique values (a parameter's key) as submitted ones do, so the hold
 * alone refuses a copy; seeds run at every start, also over records seeded before values were
 * held, and hold each present record's value as it is now, taking none from another record.
 */
describeOnBothDatabases('unique values of seeded records', 'seed-holds', (current) => {
  const call = tenantCaller(() => current().app);
  const deps = () => ({
    executor: current().runtime.executor,
    store: current().runtime.infrastructure.store,
  });
  const submit = (key: string) => call<Row>('POST', '/api/blade-system/param/submit', param(key));
  /** A parameter seeded as before values were held: its record alone. */
  const seedWithoutHold = async (id: string, key: string) => {
    await seedRecords(deps().executor, paramResource, '000000', [{ id, ...param(key) }]);
  };
  const hold = (ids: string[]) => holdSeededValues(deps(), paramResource, '000000', ids);
  const refused = { code: 400, msg: '参数键名已存在', data: { field: 'paramKey' } };

  it('refuses a copy of a seeded key, and holds nothing more at the next start', async () => {
    expect(await submit(seedParams[0]!.paramKey)).toMatchObject(refused);
    expect(await hold(seedParams.map((seed) => seed.id))).toBe(0);
  });

  it('holds the keys of records seeded before keys were held, once', async () => {
    await seedWithoutHold('9001', 'legacy.key');
    expect(await hold(['9001'])).toBe(1);
    expect(await hold(['9001'])).toBe(0);
    expect(await submit('legacy.key')).toMatchObject(refused);
  });

  it('holds a seeded record key as changed since, and none of a removed one', async () => {
    const handlers = () => current().app.get(ResourceHandlers);
    await seedWithoutHold('9002', 'seed.before');
    await seedWithoutHold('9003', 'seed.removed');
    await handlers().submit(paramResource, '9002', param('seed.after'), caller);
    await handlers().remove(paramResource, ['9003'], caller);

    expect(await hold(['9002', '9003'])).toBe(0);
    expect(await submit('seed.after')).toMatchObject(refused);
    expect(await submit('seed.before')).toMatchObject({ code: 200 });
    expect(await submit('seed.removed')).toMatchObject({ code: 200 });
  });

  it('leaves a key that another record took before keys were held to that record', async () => {
    await seedWithoutHold('9004', 'shared.key');
    expect(await submit('shared.key')).toMatchObject({ code: 200 });
    expect(await hold(['9004'])).toBe(0);
  });
});
