import { createHash } from 'node:crypto';

/** The console's OAuth client (seeded), as the Authorization header of the token call. */
export const saberClient = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** An access token from the password grant, as the console gets one (the password travels as its MD5). */
export async function signIn(
  productUrl: string,
  { tenantId = '000000', account = 'admin', password = 'admin' } = {},
): Promise<string> {
  const query = new URLSearchParams({
    grant_type: 'password',
    tenantId,
    username: account,
    password: md5(password),
  });
  const answer = await fetch(`${productUrl}/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { authorization: saberClient },
  });
  const body = (await answer.json()) as { access_token?: string; error_description?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${body.error_description ?? answer.status}`);
  return body.access_token;
}

/** `count` sessions of one account, each a header set for one client of a load. */
export async function sessionHeaders(
  productUrl: string,
  count: number,
  who?: Parameters<typeof signIn>[1],
): Promise<Array<Record<string, string>>> {
  const headers: Array<Record<string, string>> = [];
  for (let session = 0; session < count; session++)
    headers.push({ 'blade-auth': `bearer ${await signIn(productUrl, who)}` });
  return headers;
}
