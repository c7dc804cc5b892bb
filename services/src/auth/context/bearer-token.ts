import type { IncomingHttpHeaders } from 'node:http';

/**
 * The access token of a request: the `Blade-Auth: bearer <token>` header (WIRE.md), or the
 * `blade-auth` query parameter that downloads use, in the same form.
 */
export function bearerToken(
  headers: IncomingHttpHeaders,
  query: Readonly<Record<string, unknown>>,
): string | undefined {
  const header = headers['blade-auth'];
  const raw =
    (Array.isArray(header) ? header[0] : header) ??
    (typeof query['blade-auth'] === 'string' ? query['blade-auth'] : undefined);
  const match = /^bearer\s+(\S+)$/i.exec(raw?.trim() ?? '');
  return match?.[1];
}
