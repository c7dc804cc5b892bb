import { findMenuByPath, menuPathOf, menuTarget, visibleMenu } from '@console/lib/menu/menu-model';
import type { MenuNode } from '@console/lib/session/session.types';

const node = (path: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: path,
  code: path,
  name: `name of ${path}`,
  path,
  source: null,
  sort: 1,
  category: 1,
  ...extra,
});

describe('menu routes (SPEC §2)', () => {
  it('a leaf page is at its path plus /index', () => {
    expect(menuTarget(node('/system/user'))).toEqual({ kind: 'page', to: '/system/user/index' });
    expect(menuPathOf('/system/user/index')).toBe('/system/user');
    expect(menuPathOf('/system/user')).toBeUndefined();
  });

  it('an external link is embedded with its address and label as the query string', () => {
    expect(menuTarget(node('https://example.com/a?b=1'))).toEqual({
      kind: 'iframe',
      to: '/myiframe/urlPath?src=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1&name=name+of+https%3A%2F%2Fexample.com%2Fa%3Fb%3D1',
    });
    expect(menuTarget(node('/static/report.html')).kind).toBe('iframe');
  });

  it('an external link flagged for a new window opens one', () => {
    expect(menuTarget(node('http://example.com', { isOpen: 2 }))).toEqual({
      kind: 'window',
      url: 'http://example.com',
    });
  });

  it('finds leaves by path, not branches', () => {
    const menu = [node('/system', { children: [node('/system/user')] })];
    expect(findMenuByPath(menu, '/system/user')?.name).toBe('name of /system/user');
    expect(findMenuByPath(menu, '/system')).toBeUndefined();
  });

  it('hides items whose role metadata leaves the caller out', () => {
    const menu = [
      node('/a', { meta: { roles: ['administrator'] } }),
      node('/b', { meta: { roles: ['auditor'] } }),
      node('/c', { children: [node('/c/d', { meta: { roles: ['auditor'] } }), node('/c/e')] }),
    ];
    const shown = visibleMenu(menu, ['administrator']);
    expect(shown.map((item) => item.path)).toEqual(['/a', '/c']);
    expect(shown[1].children?.map((item) => item.path)).toEqual(['/c/e']);
  });
});
