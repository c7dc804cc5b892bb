import { composeContexts } from '@platform/contexts/compose-contexts';
import { contexts } from '@services/contexts';
import type { Page } from '@platform/http/paging';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { AppendedEvents } from '@platform/testing/appended-events';

describeOnBothDatabases('generic resource endpoints', 'resources', (current) => {
  const call = tenantCaller(() => current().app);

  let appended: AppendedEvents;
  beforeAll(() => {
    appended = new AppendedEvents(current().runtime.infrastructure.store);
  });

  it('lists a submitted parameter in the answer right after the submit (read-your-writes)', async () => {
    const submitted = await call<Row>('POST', '/api/blade-system/param/submit', {
      paramName: '站点名称',
      paramKey: 'site.name',
      paramValue: '预付管家',
    });
    expect(submitted).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(submitted.data.id).toMatch(/^\d+$/);

    const list = await call<Page<Row>>('GET', '/api/blade-system/param/list?paramKey=site.name');
    expect(list.data.records.map((record) => record.id)).toEqual([submitted.data.id]);
    expect(list.data.records[0]).toMatchObject({ paramName: '站点名称', tenantId: '000000', status: 1 });
    expect(list.data.records[0]!.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('holds a parameter key to one parameter of the tenant, also under racing submits', async () => {
    const param = (paramKey: string, id?: string) => ({ id, paramName: '键', paramKey, paramValue: '1' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call<Row>('POST', '/api/blade-system/param/submit', param('race.key'))),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.code !== 200))
      expect(refused).toMatchObject({ code: 400, msg: '参数键名已存在', data: { field: 'paramKey' } });
    const winner = answers.find((answer) => answer.code === 200)!.data.id;
    const listed = await call<Page<Row>>('GET', '/api/blade-system/param/list?paramKey_equal=race.key');
    expect(listed.data.records.map((record) => record.id)).toEqual([winner]);

    // Its own key is its to keep; a rename frees the old key; a removal frees the new one.
    expect((await call('POST', '/api/blade-system/param/submit', param('race.key', winner))).code).toBe(200);
    expect((await call('POST', '/api/blade-system/param/submit', param('race.renamed', winner))).code).toBe(
      200,
    );
    const reused = await call<Row>('POST', '/api/blade-system/param/submit', param('race.key'));
    expect(reused.code).toBe(200);
    const taken = await call('POST', '/api/blade-system/param/submit', param('race.renamed'));
    expect(taken).toMatchObject({ code: 400, msg: '参数键名已存在' });
    expect((await call('POST', `/api/blade-system/param/remove?ids=${winner}`)).code).toBe(200);
    expect((await call('POST', '/api/blade-system/param/submit', param('race.renamed'))).code).toBe(200);
  });

  it.each([
    [{ paramKey: 'k', paramValue: 'v' }, '请输入参数名称'],
    [{ paramName: 'n', paramValue: 'v' }, '请输入参数键名'],
    [{ paramName: 'n', paramKey: 'k' }, '请输入参数键值'],
    [{ paramName: '  ', paramKey: 'k', paramValue: 'v' }, '请输入参数名称'],
    [{ paramName: 'x'.repeat(256), paramKey: 'k', paramValue: 'v' }, '参数名称长度不能超过255个字符'],
    [{ paramName: 12, paramKey: 'k', paramValue: 'v' }, '参数名称格式不正确'],
    [{ id: 'abc', paramName: 'n', paramKey: 'k', paramValue: 'v' }, 'ID 格式不正确,应为 64 位以内的正整数'],
  ])('refuses %j with 400 "%s" and writes no event', async (body, message) => {
    await appended.since();
    const answer = await call('POST', '/api/blade-system/param/submit', body);
    expect(answer).toEqual({ code: 400, success: false, data: expect.any(Object), msg: message });
    expect(await appended.since()).toEqual([]);
  });

  it('updates with submit when the body has an id, and pages with filters and sorting', async () => {
    const created = await call<Row>('POST', '/api/blade-system/post/submit', {
      category: 1,
      postCode: 'auditor',
      postName: '审计员',
      sort: 9,
    });
    const updated = await call<Row>('POST', '/api/blade-system/post/submit', {
      id: created.data.id,
      category: '2',
      postCode: 'auditor',
      postName: '首席审计员',
      sort: 9,
    });
    expect(updated.data).toMatchObject({ id: created.data.id, postName: '首席审计员', category: 2 });

    const detail = await call<Row>('GET', `/api/blade-system/post/detail?id=${created.data.id}`);
    expect(detail.data).toMatchObject({ postName: '首席审计员' });

    const page = await call<Page<Row>>('GET', '/api/blade-system/post/list?current=1&size=2&ascs=sort');
    expect(page.data).toMatchObject({ size: 2, current: 1, total: 6, pages: 3 });
    expect(page.data.records.map((record) => record.postCode)).toEqual(['ceo', 'coo']);

    const contains = await call<Page<Row>>(
      'GET',
      `/api/blade-system/post/list?postName=${encodeURIComponent('审计')}`,
    );
    expect(contains.data.records.map((record) => record.id)).toEqual([created.data.id]);

    const unknownSort = await call('GET', '/api/blade-system/post/list?descs=remark');
    expect(unknownSort).toMatchObject({ code: 400, msg: '不支持的排序字段: remark' });
  });

  it('removes all or nothing, naming the ids that may not be removed', async () => {
    const ids = [];
    for (const key of ['a', 'b']) {
      ids.push(
        (
          await call<Row>('POST', '/api/blade-system/param/submit', {
            paramName: key,
            paramKey: `rm.${key}`,
            paramValue: key,
          })
        ).data.id,
      );
    }
    const missing = '999999999999';
    const refused = await call('POST', `/api/blade-system/param/remove?ids=${ids.join(',')},${missing}`);
    expect(refused).toMatchObject({ code: 400, msg: `数据不存在: ${missing}` });
    const stillThere = await call<Page<Row>>('GET', '/api/blade-system/param/list?paramKey_like=rm.');
    expect(stillThere.data.total).toBe(2);

    const removed = await call('POST', `/api/blade-system/param/remove?ids=${ids.join(',')}`);
    expect(removed).toMatchObject({ code: 200, data: {} });
    const gone = await call<Page<Row>>('GET', '/api/blade-system/param/list?paramKey_like=rm.');
    expect(gone.data.total).toBe(0);

    expect(await call('POST', '/api/blade-system/param/remove?ids=')).toMatchObject({ code: 400 });
  });

  it("keeps tenants apart: another tenant neither sees, changes nor removes the platform's rows", async () => {
    const own = await call<Row>('POST', '/api/blade-system/post/submit', {
      category: 3,
      postCode: 'secret',
      postName: '机密',
      sort: 1,
    });
    const other = '000042';
    expect((await call<Page<Row>>('GET', '/api/blade-system/post/list', undefined, other)).data.total).toBe(
      0,
    );
    expect(
      await call('GET', `/api/blade-system/post/detail?id=${own.data.id}`, undefined, other),
    ).toMatchObject({ code: 404 });
    const change = { id: own.data.id, category: 3, postCode: 'mine', postName: '我的', sort: 1 };
    expect(await call('POST', '/api/blade-system/post/submit', change, other)).toMatchObject({ code: 404 });
    expect(
      await call('POST', `/api/blade-system/post/remove?ids=${own.data.id}`, undefined, other),
    ).toMatchObject({ code: 404 });
    expect((await call<Row>('GET', `/api/blade-system/post/detail?id=${own.data.id}`)).data.postName).toBe(
      '机密',
    );

    // The platform may list another tenant's posts for a selection box; a tenant only its own.
    await call(
      'POST',
      '/api/blade-system/post/submit',
      { category: 4, postCode: 'clerk', postName: '职员', sort: 1 },
      other,
    );
    const forPlatform = await call<Row[]>('GET', `/api/blade-system/post/select?tenantId=${other}`);
    expect(forPlatform.data.map((post) => post.postCode)).toEqual(['clerk']);
    const forTenant = await call<Row[]>(
      'GET',
      '/api/blade-system/post/select?tenantId=000000',
      undefined,
      other,
    );
    expect(forTenant.data.map((post) => post.postCode)).toEqual(['clerk']);
  });

  it('serves platform records to the platform tenant only', async () => {
    const tenants = await call<Page<Row>>('GET', '/api/blade-system/tenant/list');
    expect(tenants.data.records.map((tenant) => [tenant.tenantId, tenant.tenantName])).toEqual([
      ['000000', '管理组'],
    ]);

    const pkg = await call<Row>('POST', '/api/blade-system/tenant-package/submit', {
      packageName: '基础版',
      menuId: '1123598815738675301',
    });
    const created = await call<Row>('POST', '/api/blade-system/tenant/submit', {
      tenantId: '100001',
      tenantName: '健身房',
      accountNumber: 20,
      expireTime: '2027-01-31 23:59:59',
      packageId: pkg.data.id,
    });
    expect(created.data).toMatchObject({
      tenantId: '100001',
      expireTime: '2027-01-31 23:59:59',
      packageId: pkg.data.id,
      domain: null,
    });
    const badDate = { tenantId: '100002', tenantName: 'x', accountNumber: 1, expireTime: '2027-13-01' };
    expect(await call('POST', '/api/blade-system/tenant/submit', badDate)).toMatchObject({
      code: 400,
      msg: '日期格式应为 yyyy-MM-dd HH:mm:ss 或 yyyy-MM-dd',
    });

    const fromTenant = '100001';
    expect(await call('GET', '/api/blade-system/tenant/list', undefined, fromTenant)).toMatchObject({
      code: 403,
      msg: '仅平台管理员可以操作此数据',
    });
    const edit = { id: created.data.id, tenantId: '100001', tenantName: '我的', accountNumber: 999 };
    expect(await call('POST', '/api/blade-system/tenant/submit', edit, fromTenant)).toMatchObject({
      code: 403,
    });
    expect(await call('GET', '/api/blade-system/client/list', undefined, fromTenant)).toMatchObject({
      code: 403,
    });
    const clients = await call<Page<Row>>('GET', '/api/blade-system/client/list?clientId=saber');
    expect(clients.data.records[0]).toMatchObject({ clientId: 'saber', accessTokenValidity: 3600 });
  });

  it('keeps the data-scope and API-scope catalogues of the platform', async () => {
    const menuId = '1123598815738675301';
    const rule = { menuId, resourceCode: 'blade_user', scopeName: '本部门', scopeType: 3 };
    const saved = await call<Row>('POST', '/api/blade-system/data-scope/submit', rule);
    expect(saved.data).toMatchObject({ menuId, scopeType: 3, scopeValue: null });
    expect(
      await call('POST', '/api/blade-system/data-scope/submit', { ...rule, scopeType: undefined }),
    ).toMatchObject({
      code: 400,
      msg: '请选择规则类型',
    });
    const api = {
      menuId,
      resourceCode: 'blade_user',
      scopeName: '用户列表',
      scopePath: '/api/blade-user/page',
    };
    expect(await call('POST', '/api/blade-system/api-scope/submit', api)).toMatchObject({ code: 200 });
    const listed = await call<Page<Row>>(`GET`, `/api/blade-system/api-scope/list?menuId=${menuId}`);
    expect(listed.data.records.map((record) => record.scopePath)).toEqual(['/api/blade-user/page']);
    expect(await call('GET', '/api/blade-system/data-scope/list', undefined, '000042')).toMatchObject({
      code: 403,
    });
  });

  it('records who did what in every event', async () => {
    const created = await call<Row>('POST', '/api/blade-system/param/submit', {
      paramName: 'who',
      paramKey: 'audit.who',
      paramValue: '1',
    });
    const stream = await current().runtime.infrastructure.store.readStream(`param-${created.data.id}`);
    expect(stream.events).toHaveLength(1);
    expect(stream.events[0]).toMatchObject({
      type: 'param.created',
      metadata: { tenantId: '000000', userId: '1', account: 'user-1', clientIp: expect.any(String) },
    });
    expect(stream.events[0]!.metadata.correlationId).toBeTruthy();
  });

  it('serves only the declared actions, the resource metadata, and health', async () => {
    expect(await call('GET', '/api/blade-system/param/detail?id=1')).toMatchObject({
      code: 404,
      msg: '请求的资源不存在',
    });
    const meta = await call<
      Array<{ name: string; fields: Array<{ name: string; required: string | null }> }>
    >('GET', '/api/platform/resources');
    const param = meta.data.find((resource) => resource.name === 'param')!;
    expect(param.fields.map((field) => [field.name, field.required])).toEqual([
      ['paramName', '请输入参数名称'],
      ['paramKey', '请输入参数键名'],
      ['paramValue', '请输入参数键值'],
      ['remark', null],
    ]);
    const health = await call<{ status: string; projections: Array<{ name: string; lag: number }> }>(
      'GET',
      '/api/health',
    );
    expect(health.data.status).toBe('UP');
    // Every read model of the product reports its position, the plain records' among them.
    const reported = health.data.projections.map((projection) => projection.name).sort();
    expect(reported).toEqual(
      composeContexts(contexts)
        .projections.map((projection) => projection.name)
        .sort(),
    );
    expect(reported).toEqual(
      expect.arrayContaining(['param-read-model', 'post-read-model', 'user-read-model']),
    );
  });
});
