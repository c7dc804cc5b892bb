import { Controller, Get, Headers, HttpCode, Param, Post, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { IncomingHttpHeaders } from 'node:http';
import { Public } from '@platform/access/public.decorator';
import { SignedIn } from '@platform/access/signed-in.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { documentedAnswer } from '@platform/http/deferred-documentation';
import { RawResponse } from '@platform/http/raw-response.decorator';
import { Caller, Params, QueryParams } from '@platform/http/request-params';
import { nothing } from '@platform/http/wire-shapes';
import { UserAccountQueries } from '@projections/user/user/user-account.queries';
import { CaptchaService } from '@services/auth/captcha/captcha.service';
import { issuedCaptcha } from '@services/auth/captcha/captcha.wire';
import { CallingToken } from '@services/auth/context/calling-token.decorator';
import { Logout } from '@services/auth/logout';
import { AuthorizationCodeGrant } from '@services/auth/oauth/authorization-code-grant';
import { BasicClientStrategy } from '@services/auth/oauth/basic-client.strategy';
import { authenticateClient } from '@services/auth/oauth/client-authentication';
import { OAuthErrorFilter } from '@services/auth/oauth/oauth-error.filter';
import {
  authorizeAnswer,
  socialRenderAnswer,
  tokenAnswer,
  tokenRefusal,
} from '@services/auth/oauth/oauth.wire';
import { PasswordGrant } from '@services/auth/oauth/password-grant';
import { RefreshGrant } from '@services/auth/oauth/refresh-grant';
import { SmsCodeGrant } from '@services/auth/oauth/sms-code-grant';
import { TokenRateLimited } from '@services/auth/rate-limit/token-rate-limited.decorator';
import {
  type AuthorizeParameters,
  authorizeParameters,
  loginHeaders,
  renderParameters,
  tokenParameters,
  type TokenParameters,
} from '@services/auth/oauth/token-request';
import { SocialGrant } from '@services/auth/social/social-grant';
import { type SignedInUser, signedInUser } from '@services/user/user.public';

/** blade-auth/oauth: signing in and out, the captcha, and who the caller is. */
@ApiTags('blade-auth')
@Controller('blade-auth/oauth')
export class OAuthController {
  constructor(
    private readonly clients: BasicClientStrategy,
    private readonly passwordGrant: PasswordGrant,
    private readonly refreshGrant: RefreshGrant,
    private readonly authorizationCodeGrant: AuthorizationCodeGrant,
    private readonly socialGrant: SocialGrant,
    private readonly smsCodeGrant: SmsCodeGrant,
    private readonly captchas: CaptchaService,
    private readonly logouts: Logout,
    private readonly users: UserAccountQueries,
  ) {}

  @Post('token')
  // Raw: OAuth's own form, not the envelope, so documented here rather than by @Answers.
  @documentedAnswer(ApiOkResponse, tokenAnswer)
  @documentedAnswer(ApiBadRequestResponse, tokenRefusal)
  @documentedAnswer(ApiUnauthorizedResponse, tokenRefusal)
  @Public()
  @TokenRateLimited()
  @RawResponse()
  @HttpCode(200)
  @UseFilters(OAuthErrorFilter)
  @ApiOperation({
    summary: 'Issue tokens: password, captcha, refresh_token, authorization_code, social and sms_code grants',
  })
  async token(
    @Params(tokenParameters) params: TokenParameters,
    @Headers() headers: IncomingHttpHeaders,
    @Caller() caller: RequestContext,
  ) {
    const login = loginHeaders(headers);
    const client = await authenticateClient(this.clients, headers.authorization, params.grant_type);
    switch (params.grant_type) {
      case 'password':
      case 'captcha':
        return this.passwordGrant.grant(params, login, client, caller);
      case 'refresh_token':
        return this.refreshGrant.grant(params, login, client);
      case 'authorization_code':
        return this.authorizationCodeGrant.grant(params, client);
      case 'social':
        return this.socialGrant.grant(params, login, client);
      case 'sms_code':
        return this.smsCodeGrant.grant(params, login, client, caller);
    }
  }

  @Get('authorize')
  @Answers(authorizeAnswer)
  @SignedIn()
  @ApiOperation({ summary: 'Single sign-on: a one-time code for a registered client, and where to send it' })
  authorize(@QueryParams(authorizeParameters) query: AuthorizeParameters, @Caller() caller: RequestContext) {
    return this.authorizationCodeGrant.authorize(
      { clientId: query.client_id, redirectUri: query.redirect_uri, state: query.state },
      caller,
    );
  }

  @Get('render/:source')
  @Answers(socialRenderAnswer)
  @Public()
  @ApiOperation({ summary: 'Third-party login: the provider address to send the browser to' })
  render(@Param('source') source: string, @QueryParams(renderParameters) { tenantId }: { tenantId: string }) {
    return this.socialGrant.authorizeUrl(source, tenantId);
  }

  @Get('captcha')
  @Answers(issuedCaptcha)
  @Public()
  @ApiOperation({ summary: 'A captcha image and the key to answer it with' })
  captcha() {
    return this.captchas.issue();
  }

  @Get('logout')
  @Answers(nothing)
  @SignedIn()
  @ApiOperation({ summary: 'End the session of the calling token' })
  async logout(@CallingToken() token: string | undefined, @Caller() caller: RequestContext) {
    await this.logouts.logout(token, caller);
    return {};
  }

  @Post('logout')
  @Answers(nothing)
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session of the calling token' })
  logoutByPost(@CallingToken() token: string | undefined, @Caller() caller: RequestContext) {
    return this.logout(token, caller);
  }

  @Get('user-info')
  @Answers(signedInUser)
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user' })
  async userInfo(@Caller() { tenantId, userId }: RequestContext) {
    const user = await this.users.findById(tenantId, userId);
    if (!user) throw new NotFoundError('用户不存在');
    const { passwordHash, ...visible } = user;
    return visible satisfies SignedInUser;
  }

  @Get('clear-cache')
  @Answers(nothing)
  @SignedIn()
  @ApiOperation({ summary: 'Clear server caches (the server keeps none that could go stale)' })
  clearCache() {
    return {};
  }
}
