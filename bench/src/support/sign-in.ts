import { signIn } from '@platform/http/api-client';

export { md5, saberClient, signIn } from '@platform/http/api-client';

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
