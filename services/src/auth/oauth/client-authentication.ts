import { createHash, timingSafeEqual } from 'node:crypto';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import { parseBasicClient } from '@services/auth/oauth/basic-client';
import type { OAuthClient, OAuthClientsRepository } from '@services/auth/oauth/oauth-clients.repository';
import type { GrantType } from '@services/auth/oauth/token-request';

export const badClient = '客户端认证失败';
export const grantNotAllowed = '客户端不支持该授权类型';

/** Checks the Basic client header against the registered clients and their grant types. */
export async function authenticateClient(
  clients: OAuthClientsRepository,
  authorization: string | undefined,
  grantType: GrantType,
): Promise<OAuthClient> {
  const presented = parseBasicClient(authorization);
  const client = presented && (await clients.find(presented.clientId));
  if (!presented || !client || !sameSecret(client.clientSecret, presented.clientSecret)) {
    throw new UnauthorizedError(badClient);
  }
  if (!client.grantTypes.includes(grantType)) throw new UnauthorizedError(grantNotAllowed);
  return client;
}

/** Compares digests, so that the time taken says nothing about how much of the secret matched. */
function sameSecret(expected: string, presented: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(presented));
}
