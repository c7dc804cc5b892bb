import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { RefusedError, UnauthorizedError } from '@platform/errors/domain-errors';
import type { RequestContext } from '@platform/context/request-context';
import { AuthorizationCodesRepository } from '@services/auth/oauth/authorization-codes.repository';
import { type OAuthClient, OAuthClientsRepository } from '@services/auth/oauth/oauth-clients.repository';
import { SessionIssuer } from '@services/auth/oauth/session-issuer';
import type { TokenAnswer } from '@services/auth/oauth/oauth.wire';
import type { TokenParameters } from '@services/auth/oauth/token-request';
import { hashOpaqueToken, newOpaqueToken } from '@services/auth/tokens/opaque-token';
import { UserAccountQueries } from '@projections/user/user/user-account.queries';

export const unknownClient = '客户端不存在';
export const redirectNotRegistered = '回调地址与客户端登记的不一致';
export const codeRefused = '授权码无效或已过期';

/** How long a code waits for its exchange: long enough for one redirect, too short to steal. */
const codeValidityMs = 5 * 60_000;

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
}

/**
 * Single sign-on (the authorization_code grant): this system is the authorization server of its
 * registered clients. A signed-in user authorizes a client and is sent back to the client's
 * registered address with a one-time code; the client exchanges the code, with its own
 * credentials and the same address, for a session of that user.
 */
@Injectable()
export class AuthorizationCodeGrant {
  constructor(
    private readonly clients: OAuthClientsRepository,
    private readonly codes: AuthorizationCodesRepository,
    private readonly users: UserAccountQueries,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  /** The address to send the user's browser to: the client's redirect with the code and state. */
  async authorize(request: AuthorizeRequest, caller: RequestContext): Promise<{ redirect: string }> {
    const client = await this.clients.find(request.clientId);
    if (!client || !client.grantTypes.includes('authorization_code')) throw new RefusedError(unknownClient);
    if (!client.redirectUris.includes(request.redirectUri)) throw new RefusedError(redirectNotRegistered);

    const code = newOpaqueToken();
    const now = this.clock.now().getTime();
    await this.codes.save(
      {
        code_hash: hashOpaqueToken(code),
        client_id: client.clientId,
        redirect_uri: request.redirectUri,
        tenant_id: caller.tenantId,
        user_id: caller.userId,
        dept_id: caller.deptId,
        role_id: caller.roleIds.join(','),
        expires_at: new Date(now + codeValidityMs),
      },
      new Date(now),
    );
    const redirect = new URL(request.redirectUri);
    redirect.searchParams.set('code', code);
    if (request.state !== undefined) redirect.searchParams.set('state', request.state);
    return { redirect: redirect.toString() };
  }

  async grant(params: TokenParameters, client: OAuthClient): Promise<TokenAnswer> {
    // The code is used up whatever happens next: a code that failed once cannot be tried again.
    const stored = params.code ? await this.codes.take(hashOpaqueToken(params.code)) : undefined;
    const valid =
      stored !== undefined &&
      stored.expires_at.getTime() > this.clock.now().getTime() &&
      stored.client_id === client.clientId &&
      stored.redirect_uri === params.redirect_uri;
    if (!valid) throw new UnauthorizedError(codeRefused);
    const user = await this.users.findById(stored.tenant_id, String(stored.user_id));
    if (!user || user.status !== 1) throw new UnauthorizedError(codeRefused);
    return this.sessions.open(user, client, { deptId: stored.dept_id, roleId: stored.role_id });
  }
}
