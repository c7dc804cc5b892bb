/**
 * Whether a request path falls under an API scope's path pattern, written as BladeX writes them
 * (Ant style): `**` any number of segments, `*` within one segment. Leading slashes and the
 * /api prefix are ignored on both sides, so `/blade-system/post/**` and `blade-system/post/**`
 * guard the same calls.
 */
export function matchesApiPath(pattern: string, path: string): boolean {
  const source = normalized(pattern)
    .split('**')
    .map((part) => part.split('*').map(escapeRegExp).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`).test(normalized(path));
}

function normalized(path: string): string {
  return path
    .split('?')[0]!
    .replace(/^\/+/, '')
    .replace(/^api\//, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}
