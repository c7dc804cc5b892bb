export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

/** Query parameters as the server reads them: empty values left out, lists comma-joined. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * `url` with the session's access token as its blade-auth parameter (WIRE.md), for what cannot
 * send the header: a download link, a browser's WebSocket. Unchanged without a token.
 */
export function withAccessToken(url: string, token: string | undefined): string {
  if (!token) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}blade-auth=${encodeURIComponent(`bearer ${token}`)}`;
}
