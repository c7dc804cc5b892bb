import { createHash } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { startTestApp, type TestApp } from '@services/testing/test-app';
import { seedRolesAndDepts } from '@services/testing/referenced-records';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { UserOAuthRepository } from '@services/user/oauth/user-oauth.repository';
import { seedUser } from '@services/user/seed-user';
import { userContext } from '@services/user/user.context';

const saber = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const adminMd5 = md5('admin');

type Answer<T = Record<string, unknown>> = { code: number; success: boolean; msg: string; data: T };
type UserRow = Record<string, unknown> & { id: string; account: string };
type UserPage = { records: UserRow[]; total: number; size: number; current: number; pages: number };

describe('blade-user on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  let app: NestFastifyApplication;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase('user');
    testApp = await startTestApp({ databaseUrl: scratch.url, identity: 'tokens' });
    app = testApp.app;
    await seedRolesAndDepts(testApp.runtime, '000000', {
      roles: ['2001', '3001', '3002', '3003'],
      depts: ['1001', '1002'],
    });
    ({ access_token: admin, user_id: adminId } = await signIn('admin', adminMd5));
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  function login(username: string, password: string) {
    const query = new URLSearchParams({ grant_type: 'password', tenantId: '000000', username, password });
    return app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?${query}`,
      headers: { authorization: saber },
    });
  }
  async function signIn(username: string, password: string) {
    const answer = await login(username, password);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ access_token: string; user_id: string }>();
  }
  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    token: string | undefined,
    payload?: object,
  ) {
    const headers = token ? { 'blade-auth': `bearer ${token}` } : undefined;
    const answer = await app.inject({ method, url: `/api/blade-user/${url}`, headers, payload });
    const body = answer.json<Answer<T>>();
    expect(answer.statusCode).toBe(body.code);
    return body;
  }
  const page = (query: string) => call<UserPage>('GET', `page?${query}`, admin);
  async function createUser(account: string, extra: object = {}) {
    const saved = await call<UserRow>('POST', 'submit', admin, {
      account,
      name: account,
      realName: `${account} 姓名`,
      password: md5(`${account}-pw`),
      ...extra,
    });
    expect(saved).toMatchObject({ code: 200, success: true });
    return saved.data;
  }

  it('lets anyone register into a tenant that allows it, checking the form in order', async () => {
    const register = (body: object) => call('POST', 'register', undefined, body);
    const form = {
      tenantId: '000000',
      account: 'walkin',
      name: '散客',
      password: md5('walk'),
      password2: md5('walk'),
    };
    expect(await register({ ...form, tenantId: '' })).toMatchObject({ code: 400, msg: '请先输入租户编号' });
    expect(await register({ ...form, account: ' ' })).toMatchObject({ code: 400, msg: '请先输入账号名称' });
    expect(await register({ ...form, password2: '' })).toMatchObject({ code: 400, msg: '请先输入密码' });
    expect(await register({ ...form, password2: md5('other') })).toMatchObject({
      code: 400,
      msg: '两次密码输入不一致',
    });
    expect(await register({ ...form, tenantId: '999999' })).toMatchObject({ code: 400, msg: '租户不存在' });

    expect(await register(form)).toMatchObject({ code: 200, success: true });
    expect(await register(form)).toMatchObject({ code: 400, msg: '当前用户已存在!' });
    const walkin = await signIn('walkin', md5('walk'));
    expect(walkin.user_id).toMatch(/^\d+$/);
    // The newcomer holds no role: signed in, but no administration.
    expect((await call('GET', 'page', walkin.access_token)).code).toBe(403);

    // With account.registerUser off, nobody registers.
    const headers = { 'blade-auth': `bearer ${admin}` };
    const params = await app.inject({
      method: 'GET',
      url: '/api/blade-system/param/list?paramKey_equal=account.registerUser',
      headers,
    });
    const setting = params.json<Answer<{ records: object[] }>>().data.records[0]!;
    const closed = await app.inject({
      method: 'POST',
      url: '/api/blade-system/param/submit',
      headers,
      payload: { ...setting, paramValue: 'false' },
    });
    expect(closed.statusCode).toBe(200);
    expect(await register({ ...form, account: 'latecomer' })).toMatchObject({
      code: 400,
      msg: '当前系统未开启注册功能',
    });
  });

  it('answers anonymous callers 401', async () => {
    expect((await call('GET', 'page', undefined)).code).toBe(401);
    expect((await call('POST', 'remove?ids=1', undefined)).code).toBe(401);
  });

  it('creates a user, shows it in page and detail without the hash, and refuses a taken account', async () => {
    const created = await createUser('clerk1', {
      phone: '13800138000',
      roleId: '2001',
      deptId: '1001,1002',
      birthday: '1990-05-06',
      sex: 1,
    });
    expect(created).toMatchObject({ account: 'clerk1', roleId: '2001', deptId: '1001,1002', postId: '' });
    expect(created).toMatchObject({ birthday: '1990-05-06', tenantId: '000000', createUser: adminId });

    const byAccount = (await page('account=clerk1')).data;
    expect(byAccount).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    expect(byAccount.records[0]).toMatchObject({
      id: created.id,
      realName: 'clerk1 姓名',
      phone: '13800138000',
    });
    expect((await page('deptId=1002')).data.records.map((user) => user.id)).toEqual([created.id]);
    expect((await page('deptId=9999')).data.total).toBe(0);
    expect((await page('realName=k1 姓')).data.total).toBe(1);
    expect((await page('nope=1')).code).toBe(400);

    const detail = (await call<UserRow>('GET', `detail?id=${created.id}`, admin)).data;
    expect(detail).toMatchObject({ id: created.id, account: 'clerk1' });
    expect(Object.keys(detail).filter((key) => /password/i.test(key))).toEqual([]);

    const duplicate = await call('POST', 'submit', admin, {
      account: 'clerk1',
      name: 'x',
      realName: 'x',
      password: adminMd5,
    });
    expect(duplicate).toMatchObject({ code: 400, msg: '当前用户已存在!' });
    expect((await page('account=clerk1')).data.total).toBe(1);
  });

  it('refuses bad input with the first failing message, writing nothing', async () => {
    const form = { account: 'clerk-bad', name: 'x', realName: 'x', password: adminMd5 };
    expect((await call('POST', 'submit', admin, { ...form, phone: '1380013800' })).msg).toBe(
      '手机号码长度不为11位',
    );
    expect((await call('POST', 'submit', admin, { ...form, phone: '12800138000' })).msg).toBe(
      '手机号码格式不正确',
    );
    expect((await call('POST', 'submit', admin, { ...form, password: undefined })).msg).toBe('请输入密码');
    expect((await call('POST', 'submit', admin, { ...form, account: '' })).msg).toBe('请输入登录账号');
    expect((await call('POST', 'submit', admin, { ...form, birthday: '1990/01/01' })).code).toBe(400);
    expect((await page('account=clerk-bad')).data.total).toBe(0);
  });

  it('updates a user, ignoring a password, keeping what the body leaves out', async () => {
    const user = await createUser('clerk2', { phone: '13800138002', deptId: '1001' });
    const updated = await call<UserRow>('POST', 'update', admin, {
      id: user.id,
      account: 'clerk2',
      name: '新昵称',
      realName: '新姓名',
      password: adminMd5,
    });
    expect(updated.data).toMatchObject({
      name: '新昵称',
      realName: '新姓名',
      phone: '13800138002',
      deptId: '1001',
    });
    expect((await login('clerk2', adminMd5)).statusCode).toBe(400);
    expect((await call('POST', 'update', admin, { account: 'x', name: 'x', realName: 'x' })).code).toBe(400);
    const renamed = await call('POST', 'submit', admin, {
      id: user.id,
      account: 'clerk1',
      name: 'x',
      realName: 'x',
    });
    expect(renamed).toMatchObject({ code: 400, msg: '当前用户已存在!' });
  });

  it('lets users change their own info and password', async () => {
    await createUser('clerk3');
    const { access_token: own, user_id: ownId } = await signIn('clerk3', md5('clerk3-pw'));
    const info = await call('POST', 'update-info', own, { realName: '本人', phone: '13900139000' });
    expect(info).toMatchObject({ code: 200, data: {} });
    expect((await call<UserRow>('GET', 'info', own)).data).toMatchObject({
      id: ownId,
      realName: '本人',
      phone: '13900139000',
      name: 'clerk3',
    });

    const change = (oldPassword: string, newPassword: string, newPassword1 = newPassword) =>
      call('POST', `update-password?${new URLSearchParams({ oldPassword, newPassword, newPassword1 })}`, own);
    expect((await change(adminMd5, md5('new'))).msg).toBe('原密码不正确');
    expect((await change(md5('clerk3-pw'), md5('new'), md5('other'))).msg).toBe('两次密码输入不一致');
    expect((await change(md5('clerk3-pw'), md5('new'))).code).toBe(200);
    expect((await login('clerk3', md5('clerk3-pw'))).statusCode).toBe(400);
    await signIn('clerk3', md5('new'));
  });

  it('resets passwords to the initial one, grants roles and unlocks, all or nothing', async () => {
    const user = await createUser('clerk4');
    expect((await call('POST', `reset-password?userIds=${user.id}`, admin)).code).toBe(200);
    await signIn('clerk4', md5('123456'));

    expect((await call('POST', `grant?userIds=${user.id}&roleIds=3001,3002`, admin)).code).toBe(200);
    expect((await page('account=clerk4')).data.records[0]).toMatchObject({ roleId: '3001,3002' });
    const partly = await call('POST', `grant?userIds=${user.id},42&roleIds=3003`, admin);
    expect(partly).toMatchObject({ code: 400, msg: '用户不存在: 42' });
    expect((await page('account=clerk4')).data.records[0]).toMatchObject({ roleId: '3001,3002' });

    for (let attempt = 1; attempt <= 5; attempt++) await login('clerk4', adminMd5);
    expect((await login('clerk4', md5('123456'))).json()).toMatchObject({
      error_description: '用户登录失败次数过多',
    });
    expect((await call('POST', `unlock?userIds=${user.id}`, admin)).code).toBe(200);
    await signIn('clerk4', md5('123456'));
  });

  it('removes users all or nothing, never the caller', async () => {
    const [a, b] = [await createUser('gone-a'), await createUser('gone-b')];
    const missing = await call('POST', `remove?ids=${a.id},${b.id},77`, admin);
    expect(missing).toMatchObject({ code: 400, msg: '用户不存在: 77' });
    expect((await page('account=gone-')).data.total).toBe(2);

    const withSelf = await call('POST', `remove?ids=${a.id},${adminId}`, admin);
    expect(withSelf).toMatchObject({ code: 400, msg: `不能删除本账号: ${adminId}` });
    expect((await call('POST', `remove?ids=${adminId}`, admin)).msg).toBe('不能删除本账号');

    expect((await call('POST', `remove?ids=${a.id},${b.id}`, admin)).code).toBe(200);
    expect((await page('account=gone-')).data.total).toBe(0);
    expect((await call('GET', `detail?id=${a.id}`, admin)).code).toBe(404);
  });

  it("keeps other tenants' users out of sight and out of reach", async () => {
    const stranger = {
      id: '1858000000000000901',
      account: 'stranger',
      passwordMd5: adminMd5,
      name: '外人',
      realName: '外人',
      email: null,
      phone: null,
    };
    await seedUser(testApp.runtime.executor, '100001', stranger);
    expect((await page('account=stranger')).data.total).toBe(0);
    expect((await call('GET', `detail?id=${stranger.id}`, admin)).code).toBe(404);
    expect((await call('POST', `unlock?userIds=${stranger.id}`, admin)).code).toBe(404);
    const submit = await call('POST', 'submit', admin, {
      id: stranger.id,
      account: 'x',
      name: 'x',
      realName: 'x',
    });
    expect(submit.code).toBe(404);
  });

  it('claims third-party identities for registrations, and keeps platform settings', async () => {
    const identities = new UserOAuthRepository(testApp.runtime.infrastructure.database.db);
    const meet = (uuid: string) =>
      identities.remember(
        '000000',
        'local',
        { uuid, username: uuid, nickname: null, email: null, avatar: null },
        testApp.runtime.ids.next(),
        new Date(),
      );
    const registerGuest = async (account: string) => {
      const form = { tenantId: '000000', account, password: md5('pw'), password2: md5('pw') };
      const oauthId = await meet(account);
      expect(await call('POST', 'register-guest', undefined, { ...form, oauthId })).toMatchObject({
        code: 200,
      });
      return (await page(`account=${account}`)).data.records[0]!;
    };
    const [approved, refused] = [await registerGuest('guest-a'), await registerGuest('guest-b')];
    expect(approved).toMatchObject({ status: 0 });
    expect((await call('POST', `audit-pass?userIds=${approved.id}`, admin)).code).toBe(200);
    expect((await call('POST', `audit-refuse?userIds=${refused.id}`, admin)).code).toBe(200);
    expect((await page('account=guest-')).data.records.map((user) => user.account)).toEqual(['guest-a']);

    const ext = '{"theme":"dark"}';
    const platform = `update-platform?userId=${approved.id}&userType=1&userExt=${encodeURIComponent(ext)}`;
    expect((await call('POST', platform, admin)).code).toBe(200);
    const detail = await call<UserRow>('GET', `platform-detail?id=${approved.id}`, admin);
    expect(detail.data).toMatchObject({ account: 'guest-a', userExt: ext });
  });

  // Last: it stops the app's projection runners.
  it('writes the rows a rebuild from the events writes, in every read model of users', async () => {
    await expectSameRowsAfterRebuild(testApp.runtime, userContext.projections ?? []);
  });
});
