import { UnauthorizedError } from '@platform/errors/domain-errors';
import {
  badClient,
  type BasicClientStrategy,
  basicClientStrategy,
} from '@services/auth/oauth/basic-client.strategy';
import type { OAuthClient } from '@services/auth/oauth/oauth-clients.repository';
import { authenticateWith } from '@services/auth/passport/own-passport';
import type { GrantType } from '@services/auth/oauth/token-request';

export const grantNotAllowed = '客户端不支持该授权类型';

/** The client of the Basic header (BasicClientStrategy), if it may use this grant type. */
export async function authenticateClient(
  clients: BasicClientStrategy,
  authorization: string | undefined,
  grantType: GrantType,
): Promise<OAuthClient> {
  const client = await authenticateWith<OAuthClient>(
    clients.getPassportInstance(),
    basicClientStrategy,
    { headers: { authorization } },
    () => new UnauthorizedError(badClient),
  );
  if (!client.grantTypes.includes(grantType)) throw new UnauthorizedError(grantNotAllowed);
  return client;
}
