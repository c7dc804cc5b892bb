import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import { ParamQueries } from '@projections/system/param/param.queries';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';
import { UserAccountQueries } from '@projections/user/user/user-account.queries';
import { CaptchaService } from '@services/auth/captcha/captcha.service';
import type { OAuthClient } from '@services/auth/oauth/oauth-clients.repository';
import { SessionIssuer } from '@services/auth/oauth/session-issuer';
import type { TokenAnswer } from '@services/auth/oauth/oauth.wire';
import { signingInTenant } from '@services/auth/oauth/signing-in-tenant';
import { sessionScopeOf } from '@services/auth/oauth/token-answer';
import type { LoginHeaders, TokenParameters } from '@services/auth/oauth/token-request';
import {
  defaultLoginPolicy,
  isMd5Hex,
  type LoginPolicy,
  PasswordHasher,
  UserLoginHandlers,
} from '@services/user/user.public';

export const wrongCredentials = '用户名或密码错误';
export const wrongCaptcha = '验证码不正确';
/** Settings per tenant: account.failCount is how many failures lock an account. */
const failCountKey = 'account.failCount';

/**
 * The password and captcha grants: tenant, captcha, account and password, in that order, each
 * refused with the same words whatever the detail (an unknown account costs the same argon2
 * work as a wrong password). Failures count towards the lock; the decider has the last word.
 */
@Injectable()
export class PasswordGrant {
  constructor(
    private readonly tenants: TenantQueries,
    private readonly users: UserAccountQueries,
    private readonly logins: UserLoginHandlers,
    private readonly hasher: PasswordHasher,
    private readonly captcha: CaptchaService,
    private readonly sessions: SessionIssuer,
    private readonly params: ParamQueries,
    private readonly clock: Clock,
  ) {}

  async grant(
    params: TokenParameters,
    headers: LoginHeaders,
    client: OAuthClient,
    request: RequestContext,
  ): Promise<TokenAnswer> {
    if (params.grant_type === 'captcha') {
      const verified = await this.captcha.verify(headers.captchaKey ?? '', headers.captchaCode ?? '');
      if (!verified) throw new RefusedError(wrongCaptcha);
    }
    const tenantId = await signingInTenant(this.tenants, this.clock, params, headers);

    const password = params.password ?? '';
    const user = params.username ? await this.users.findByAccount(tenantId, params.username) : undefined;
    if (!user || user.status !== 1 || !isMd5Hex(password)) {
      await this.hasher.verifyDummy(isMd5Hex(password) ? password : '0'.repeat(32));
      throw new RefusedError(wrongCredentials);
    }
    // The one signing in is the caller of what the login records.
    const signingIn = { ...request, tenantId, userId: user.id, account: user.account };
    if (!(await this.hasher.verifyPassword(user.passwordHash, password))) {
      await this.logins.recordFailure(await this.loginPolicy(tenantId), signingIn);
      throw new RefusedError(wrongCredentials);
    }
    await this.logins.recordSuccess(client.clientId, signingIn);
    return this.sessions.open(user, client, sessionScopeOf(user, headers));
  }

  private async loginPolicy(tenantId: string): Promise<LoginPolicy> {
    const maxFailures = await this.params.positiveInteger(
      tenantId,
      failCountKey,
      defaultLoginPolicy.maxFailures,
    );
    return { ...defaultLoginPolicy, maxFailures };
  }
}
