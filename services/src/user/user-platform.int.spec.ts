import { createHash } from 'node:crypto';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describeOnBothDatabases("users' platform settings", 'user-platform', (current) => {
  const call = tenantCaller(() => current().app);

  it("keeps each platform's settings of a user and shows those of the user's own platform", async () => {
    const user = await call<Row>('POST', '/api/blade-user/submit', {
      account: 'cashier',
      name: 'c',
      realName: '收银员',
      password: md5('pw'),
      userType: 1,
    });
    const id = user.data.id;
    const web = '{"theme":"dark"}';
    const saved = await call(
      'POST',
      `/api/blade-user/update-platform?userId=${id}&userType=1&userExt=${encodeURIComponent(web)}`,
    );
    expect(saved).toMatchObject({ code: 200, msg: '操作成功' });
    // Another platform's settings are kept apart, and a form body is read too.
    expect(
      (
        await call('POST', '/api/blade-user/update-platform', {
          userId: id,
          userType: 2,
          userExt: '{"app":1}',
        })
      ).code,
    ).toBe(200);

    const detail = await call<Row>('GET', `/api/blade-user/platform-detail?id=${id}`);
    expect(detail.data).toMatchObject({ id, account: 'cashier', userType: 1, userExt: web });
    expect(detail.data).not.toHaveProperty('passwordHash');

    expect(
      (await call('POST', `/api/blade-user/update-platform?userId=${id}&userType=1&userExt=`)).code,
    ).toBe(200);
    expect((await call<Row>('GET', `/api/blade-user/platform-detail?id=${id}`)).data.userExt).toBeNull();

    // Removing the user takes the settings with it.
    expect((await call('POST', `/api/blade-user/remove?ids=${id}`)).code).toBe(200);
    const rows = await current()
      .runtime.infrastructure.database.db.selectFrom('blade_user_platform')
      .select('user_id')
      .where('user_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  it.each([
    ['userType=1', '请选择用户'],
    ['userId=12', '请选择用户平台'],
    ['userId=12&userType=web', '用户平台格式不正确'],
    ['userId=42&userType=1', '用户不存在'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    const status = message === '用户不存在' ? 404 : 400;
    expect(await call('POST', `/api/blade-user/update-platform?${query}`)).toMatchObject({
      code: status,
      msg: message,
    });
  });

  it("keeps another tenant's users out of reach", async () => {
    const user = await call<Row>('POST', '/api/blade-user/submit', {
      account: 'clerk2',
      name: 'c',
      realName: '店员',
      password: md5('pw'),
    });
    const other = '000042';
    const refused = await call(
      'POST',
      `/api/blade-user/update-platform?userId=${user.data.id}&userType=1`,
      undefined,
      other,
    );
    expect(refused.code).toBe(404);
    expect(
      (await call('GET', `/api/blade-user/platform-detail?id=${user.data.id}`, undefined, other)).code,
    ).toBe(404);
  });
});
