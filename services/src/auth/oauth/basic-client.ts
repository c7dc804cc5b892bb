/** `Authorization: Basic base64(clientId:clientSecret)` → its two parts, or undefined. */
export function parseBasicClient(
  header: string | undefined,
): { clientId: string; clientSecret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}
