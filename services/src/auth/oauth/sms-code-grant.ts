import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import { phoneProblem } from '@platform/http/phone-schema';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';
import { UserAccountQueries } from '@projections/user/user/user-account.queries';
import type { OAuthClient } from '@services/auth/oauth/oauth-clients.repository';
import type { TokenAnswer } from '@services/auth/oauth/oauth.wire';
import { SessionIssuer } from '@services/auth/oauth/session-issuer';
import { signingInTenant } from '@services/auth/oauth/signing-in-tenant';
import { sessionScopeOf } from '@services/auth/oauth/token-answer';
import type { LoginHeaders, TokenParameters } from '@services/auth/oauth/token-request';
import { ValidateCodes } from '@services/auth/validate-code/validate-codes';
import { UserLoginHandlers } from '@services/user/user.public';

export const noAccountForPhone = '该手机号未绑定账号';
export const sharedPhone = '该手机号绑定了多个账号，请使用账号密码登录';
export const disabledAccount = '账号已被冻结';

/**
 * The sms_code grant: tenant, phone (SPEC.md §5's rules), then the verification code sent to it
 * (prepaid-message/sendValidateMessage), used up here; then the one account of the tenant with
 * that phone. The code is checked before the account is looked up, so that only whoever holds
 * the phone learns whether it has an account.
 */
@Injectable()
export class SmsCodeGrant {
  constructor(
    private readonly tenants: TenantQueries,
    private readonly users: UserAccountQueries,
    private readonly codes: ValidateCodes,
    private readonly logins: UserLoginHandlers,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  async grant(
    params: TokenParameters,
    headers: LoginHeaders,
    client: OAuthClient,
    request: RequestContext,
  ): Promise<TokenAnswer> {
    const tenantId = await signingInTenant(this.tenants, this.clock, params, headers);
    const phone = params.phone ?? '';
    const badPhone = phoneProblem(phone);
    if (badPhone) throw new RefusedError(badPhone);
    await this.codes.use(tenantId, phone, params.code ?? '');

    const accounts = await this.users.findByPhone(tenantId, phone);
    if (accounts.length === 0) throw new RefusedError(noAccountForPhone);
    if (accounts.length > 1) throw new RefusedError(sharedPhone);
    const user = accounts[0]!;
    if (user.status !== 1) throw new RefusedError(disabledAccount);
    await this.logins.recordSuccess(client.clientId, {
      ...request,
      tenantId,
      userId: user.id,
      account: user.account,
    });
    return this.sessions.open(user, client, sessionScopeOf(user, headers));
  }
}
