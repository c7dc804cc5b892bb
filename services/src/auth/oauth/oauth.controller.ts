import { Controller, Get, HttpCode, Inject, Param, Post, Req, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '@platform/access/public.decorator';
import { SignedIn } from '@platform/access/signed-in.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { RawResponse } from '@platform/http/raw-response.decorator';
import { parseWith } from '@platform/http/zod-validation';
import { OAuthErrorFilter } from '@services/auth/oauth/oauth-error.filter';
import { authenticateClient } from '@services/auth/oauth/client-authentication';
import {
  authorizeParameters,
  loginHeaders,
  renderParameters,
  tokenParameters,
} from '@services/auth/oauth/token-request';
import { AuthServices } from '@services/auth/auth.services';

/** blade-auth/oauth: signing in and out, the captcha, and who the caller is. */
@ApiTags('blade-auth')
@Controller('blade-auth/oauth')
export class OAuthController {
  constructor(@Inject(AuthServices) private readonly auth: AuthServices) {}

  @Post('token')
  @Public()
  @RawResponse()
  @HttpCode(200)
  @UseFilters(OAuthErrorFilter)
  @ApiOperation({
    summary: 'Issue tokens: password, captcha, refresh_token, authorization_code and social grants',
  })
  async token(@Req() request: FastifyRequest) {
    const params = parseWith(tokenParameters, { ...(request.body as object), ...(request.query as object) });
    const headers = loginHeaders(request.headers);
    const client = await authenticateClient(
      this.auth.clients,
      request.headers.authorization,
      params.grant_type,
    );
    switch (params.grant_type) {
      case 'password':
      case 'captcha':
        return this.auth.passwordGrant.grant(params, headers, client, currentRequestContext());
      case 'refresh_token':
        return this.auth.refreshGrant.grant(params, headers, client);
      case 'authorization_code':
        return this.auth.authorizationCodeGrant.grant(params, client);
      case 'social':
        return this.auth.socialGrant.grant(params, headers, client);
    }
  }

  @Get('authorize')
  @SignedIn()
  @ApiOperation({ summary: 'Single sign-on: a one-time code for a registered client, and where to send it' })
  authorize(@Req() request: FastifyRequest) {
    const query = parseWith(authorizeParameters, request.query);
    return this.auth.authorizationCodeGrant.authorize(
      { clientId: query.client_id, redirectUri: query.redirect_uri, state: query.state },
      currentRequestContext(),
    );
  }

  @Get('render/:source')
  @Public()
  @ApiOperation({ summary: 'Third-party login: the provider address to send the browser to' })
  render(@Param('source') source: string, @Req() request: FastifyRequest) {
    const { tenantId } = parseWith(renderParameters, request.query);
    return this.auth.socialGrant.authorizeUrl(source, tenantId);
  }

  @Get('captcha')
  @Public()
  @ApiOperation({ summary: 'A captcha image and the key to answer it with' })
  captcha() {
    return this.auth.captcha.issue();
  }

  @Get('logout')
  @SignedIn()
  @ApiOperation({ summary: 'End the session of the calling token' })
  logout(@Req() request: FastifyRequest) {
    return this.auth.logout.logout(request);
  }

  @Post('logout')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session of the calling token' })
  logoutByPost(@Req() request: FastifyRequest) {
    return this.auth.logout.logout(request);
  }

  @Get('user-info')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user' })
  async userInfo() {
    const { tenantId, userId } = currentRequestContext();
    const user = await this.auth.users.findById(tenantId, userId);
    if (!user) throw new NotFoundError('用户不存在');
    const { passwordHash, ...visible } = user;
    return visible;
  }

  @Get('clear-cache')
  @SignedIn()
  @ApiOperation({ summary: 'Clear server caches (the server keeps none that could go stale)' })
  clearCache() {
    return {};
  }
}
