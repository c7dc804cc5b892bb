import { routeInventory, type RouteEntry } from '@platform/access/route-inventory';
import { seedMenus } from '@infra/seed/platform-menus.seed';
import { createHash } from 'node:crypto';
import { startTestApp, type TestApp } from '@services/testing/test-app';
import { seedUser } from '@services/user/seed-user';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Every route the application serves, walked as an anonymous caller. A route added without an
 * access rule (@Public, @SignedIn or @RequiresPermission) fails here, and so does one that lets
 * a caller without a token through.
 */
describe('access to every route', () => {
  let testApp: TestApp;
  let routes: RouteEntry[];

  beforeAll(async () => {
    testApp = await startTestApp({ identity: 'tokens' });
    routes = routeInventory(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('finds the routes of every module', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST blade-auth/oauth/token',
        'GET blade-system/param/list',
        'POST blade-system/post/remove',
        'GET blade-system/tenant/info',
        'GET health',
      ]),
    );
    expect(routes.length).toBeGreaterThan(20);
  });

  it('gives every route an access rule', () => {
    expect(
      routes.filter((route) => route.rule.kind === 'none').map((route) => `${route.method} ${route.path}`),
    ).toEqual([]);
  });

  it('grants every route that requires a code by a button of the seeded menus, so that a role can be given it', () => {
    const buttons = new Set(seedMenus.filter((menu) => menu.category === 2).map((menu) => menu.code));
    expect(
      routes.flatMap((route) =>
        route.rule.kind === 'permission' && !route.rule.codes.some((code) => buttons.has(code))
          ? [`${route.method} ${route.path}: ${route.rule.codes.join(' | ')}`]
          : [],
      ),
    ).toEqual([]);
  });

  it('answers 401 to anonymous callers on every route that is not public', async () => {
    const letThrough: string[] = [];
    for (const route of routes) {
      const response = await testApp.app.inject({
        method: route.method as 'GET' | 'POST',
        url: `/api/${route.path}`,
        payload: route.method === 'POST' ? {} : undefined,
      });
      const refused = response.statusCode === 401 && response.json<{ code: number }>().code === 401;
      if (route.rule.kind === 'public' ? refused : !refused) letThrough.push(`${route.method} ${route.path}`);
    }
    expect(letThrough).toEqual([]);
  });

  it('answers 403 to a signed-in user whose roles grant no code, on every route that requires one', async () => {
    const user = {
      id: '1858000000000000201',
      account: 'nobody',
      passwordMd5: md5('nobody'),
      name: '无权',
      realName: '无权',
      email: null,
      phone: null,
    };
    await seedUser(testApp.runtime.executor, '000000', user);
    const signedIn = await testApp.app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?grant_type=password&tenantId=000000&username=nobody&password=${md5('nobody')}`,
      headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
    });
    const token = signedIn.json<{ access_token: string }>().access_token;

    const wronglyAnswered: string[] = [];
    for (const route of routes.filter((candidate) => candidate.rule.kind === 'permission')) {
      const response = await testApp.app.inject({
        method: route.method as 'GET' | 'POST',
        url: `/api/${route.path}`,
        headers: { 'blade-auth': `bearer ${token}` },
        payload: route.method === 'POST' ? {} : undefined,
      });
      if (response.statusCode !== 403)
        wronglyAnswered.push(`${route.method} ${route.path}: ${response.statusCode}`);
    }
    expect(wronglyAnswered).toEqual([]);
    const ownInfo = await testApp.app.inject({
      method: 'GET',
      url: '/api/blade-user/info',
      headers: { 'blade-auth': `bearer ${token}` },
    });
    expect(ownInfo.statusCode).toBe(200);
  });

  it('keeps the login calls (SMS codes included), registration, the tenant lookup and uploaded files public', () => {
    const publicRoutes = routes.filter((route) => route.rule.kind === 'public').map((route) => route.path);
    expect(publicRoutes.sort()).toEqual([
      'blade-auth/oauth/captcha',
      'blade-auth/oauth/render/:source',
      'blade-auth/oauth/token',
      // An <img> cannot send Blade-Auth; a file's random name is what keeps it private.
      'blade-resource/oss/endpoint/file/:tenant/:name',
      'blade-system/tenant/info',
      'blade-user/register',
      'blade-user/register-guest',
      'health',
      // Sign-in by phone asks for and checks its code before anyone is signed in.
      'prepaid-message/checkValidateCode',
      'prepaid-message/sendValidateMessage',
      // The supervise bank's notices: their signature is their authentication.
      'prepaid-payment/bank/charge-notify',
    ]);
  });
});
