import { createHash } from 'node:crypto';

/**
 * The product's own API seen from outside, over HTTP, as any client calls it: the password grant
 * of the console's OAuth client, then calls with the `Blade-Auth` token answering the envelope.
 * The simulator, the embedded demo data and the benchmarks call the product this way.
 */

/** The console's OAuth client (seeded), as the Authorization header of the token call. */
export const saberClient = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Who signs in: the platform's seeded administrator unless said otherwise. */
export interface SignInAs {
  tenantId?: string;
  account?: string;
  password?: string;
}

/** An access token from the password grant, as the console gets one (the password travels as its MD5). */
export async function signIn(
  productUrl: string,
  { tenantId = '000000', account = 'admin', password = 'admin' }: SignInAs = {},
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

/** A call the product answered with a code other than 200: the envelope's code and message. */
export class ApiCallError extends Error {
  constructor(
    readonly call: string,
    readonly code: number,
    readonly msg: string,
  ) {
    super(`${call}: ${code} ${msg}`);
  }
}

/**
 * One call of the product's API with a token (`path` below /api/, with its query string),
 * answering the envelope's data or throwing ApiCallError.
 */
export async function apiCall<T>(
  productUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${productUrl}/api/${path}`, {
    method,
    headers: {
      'blade-auth': `bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new ApiCallError(`${method} ${path}`, envelope.code, envelope.msg);
  return envelope.data;
}
