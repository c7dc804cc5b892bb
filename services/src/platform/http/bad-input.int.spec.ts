import type { InjectOptions } from 'fastify';
import { AppendedEvents } from '@platform/testing/appended-events';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { BAD_REQUEST_MSG } from './framework-errors';
import { integerRangeMsg, unknownFilterMsg } from './filters';
import { tooLongTextMsg, unstorableTextMsg } from './storable-input';
import { tooLongMsg } from './text-schemas';

const md5 = 'e10adc3949ba59abbe56e057f20f883e';
const huge = 'a'.repeat(900_000);
const refused = (msg: string, field?: string) => ({
  code: 400,
  success: false,
  data: field ? { field } : {},
  msg,
});

/**
 * Bad input reaching the whole application, each case once answered 500 系统繁忙 or Fastify's
 * own JSON: every one is a 400 in the envelope naming the field, and nothing is written.
 */
describeOnBothDatabases('bad input', 'bad_input', (current) => {
  let appended: AppendedEvents;

  beforeAll(async () => {
    appended = new AppendedEvents(current().runtime.infrastructure.store);
    await appended.since();
  });

  async function expectRefused(request: InjectOptions, msg: string, field?: string) {
    const response = await current().app.inject(request);

    expect({ status: response.statusCode, answer: response.json() }).toEqual({
      status: 400,
      answer: refused(msg, field),
    });
    expect(await appended.since()).toEqual([]);
  }

  const get = (url: string): InjectOptions => ({ method: 'GET', url });
  const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
  const rawJson = (url: string, payload: string): InjectOptions => ({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload,
  });

  it('refuses a NUL in a text field and in a text filter', async () => {
    const param = { paramName: 'a\u0000b', paramKey: 'nul.key', paramValue: 'v' };

    await expectRefused(
      post('/api/blade-system/param/submit', param),
      unstorableTextMsg('paramName'),
      'paramName',
    );
    await expectRefused(
      get('/api/blade-system/post/list?postName=a%00b'),
      unstorableTextMsg('postName'),
      'postName',
    );
    await expectRefused(get('/api/blade-user/page?account=%00'), unstorableTextMsg('account'), 'account');
  });

  it('refuses a NUL in the tenant a selection list is asked for, which no schema read before', async () => {
    await expectRefused(
      get('/api/blade-system/post/select?tenantId=a%00b'),
      unstorableTextMsg('tenantId'),
      'tenantId',
    );
  });

  it('refuses a lone UTF-16 surrogate in a text field', async () => {
    const user = `{"account":"lone","name":"n","realName":"x\\ud800y","password":"${md5}"}`;

    await expectRefused(rawJson('/api/blade-user/submit', user), unstorableTextMsg('realName'), 'realName');
  });

  it.each([
    ['/api/blade-system/post/list', 'category'],
    ['/api/blade-system/dept/list', 'deptCategory'],
    ['/api/blade-system/menu/list', 'category'],
    ['/api/blade-system/data-scope/list', 'scopeType'],
  ])('refuses a 20-digit number in the integer filter of %s', async (path, filter) => {
    await expectRefused(get(`${path}?${filter}=12345678901234567890`), integerRangeMsg(filter), filter);
  });

  it('refuses an account of 900,000 characters wherever one is written', async () => {
    const user = { account: huge, name: 'n', realName: 'r', password: md5 };

    await expectRefused(post('/api/blade-user/submit', user), tooLongTextMsg('account'), 'account');
    await expectRefused(
      post('/api/blade-user/update', { ...user, id: '1' }),
      tooLongTextMsg('account'),
      'account',
    );
    await expectRefused(
      post('/api/blade-user/register', { tenantId: '000000', account: huge, password: md5, password2: md5 }),
      tooLongTextMsg('account'),
      'account',
    );
    await expectRefused(post('/api/blade-user/update-info', { name: huge }), tooLongTextMsg('name'), 'name');
  });

  it("refuses text longer than its field's column, under the default cap", async () => {
    const user = { account: 'a'.repeat(46), name: 'n', realName: 'r', password: md5 };

    await expectRefused(post('/api/blade-user/submit', user), tooLongMsg('登录账号', 45), 'account');
    await expectRefused(
      post('/api/blade-user/update-info', { name: 'n'.repeat(65) }),
      tooLongMsg('用户昵称', 64),
      'name',
    );
  });

  it('answers malformed, empty, oversize and unreadable bodies in the envelope', async () => {
    const submit = '/api/blade-system/param/submit';

    await expectRefused(rawJson(submit, '{"paramName":'), BAD_REQUEST_MSG);
    await expectRefused(rawJson(submit, ''), BAD_REQUEST_MSG);
    await expectRefused(
      rawJson(submit, JSON.stringify({ paramName: 'x'.repeat(1024 * 1024) })),
      '请求内容过大',
    );
    await expectRefused(
      { method: 'POST', url: submit, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      '不支持的请求内容类型',
    );
  });

  it('refuses an unknown filter on the merchant statistics page, as every list does', async () => {
    await expectRefused(
      get('/api/prepaid-merchant/merchantStatistics/page?bogus=1'),
      unknownFilterMsg('bogus'),
      'bogus',
    );
    const known = await current().app.inject({
      method: 'GET',
      url: '/api/prepaid-merchant/merchantStatistics/page?from=2025-01-01&to=2025-01-31&current=1&size=10',
    });
    expect(known.statusCode).toBe(200);
  });
});
