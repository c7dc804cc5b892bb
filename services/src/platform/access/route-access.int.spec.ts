import { routeInventory, type RouteEntry } from '@platform/access/route-inventory';
import { startTestApp, type TestApp } from '@services/testing/test-app';

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

  it('keeps the login calls and the tenant lookup public', () => {
    const publicRoutes = routes.filter((route) => route.rule.kind === 'public').map((route) => route.path);
    expect(publicRoutes.sort()).toEqual([
      'blade-auth/oauth/captcha',
      'blade-auth/oauth/token',
      'blade-system/tenant/info',
      'health',
    ]);
  });
});
