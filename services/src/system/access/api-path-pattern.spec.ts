import { matchesApiPath } from '@services/system/access/api-path-pattern';

describe('API scope path patterns', () => {
  it.each([
    ['/blade-system/post/**', '/api/blade-system/post/list', true],
    ['/blade-system/post/**', 'blade-system/post/remove?ids=1', true],
    ['blade-system/post/list', '/api/blade-system/post/list', true],
    ['/blade-system/*/list', '/api/blade-system/param/list', true],
    ['/blade-system/*/list', '/api/blade-system/param/sub/list', false],
    ['/blade-system/post/list', '/api/blade-system/post/listing', false],
    ['/blade-system/post/**', '/api/blade-system/param/list', false],
    ['/blade-system/post.list', '/api/blade-system/postXlist', false],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(matchesApiPath(pattern, path)).toBe(expected);
  });
});
