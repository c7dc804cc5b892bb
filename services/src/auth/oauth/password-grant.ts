import { RefusedError } from '@platform/errors/domain-errors';
import type { RequestContext } from '@platform/context/request-context';
import type { CaptchaService } from '@services/auth/captcha/captcha.service';
import {
  defaultLoginPolicy,
  isMd5Hex,
  type LoginPolicy,
  type PasswordHasher,
  type UserCommands,
} from '@services/user/user.public';
import type { OAuthClient } from '@services/auth/oauth/oauth-clients.repository';
import type { SessionIssuer } from '@services/auth/oauth/session-issuer';
import { sessionScopeOf, type TokenAnswer } from '@services/auth/oauth/token-answer';
import type { LoginHeaders, TokenParameters } from '@services/auth/oauth/token-request';
import type { TenantQueries } from '@projections/system/tenant/tenant.queries';
import type { ParamQueries } from '@projections/system/param/param.queries';
import type { UserAccountQueries } from '@projections/user/user/user-account.queries';
import { eventMetadataFrom } from '@platform/commands/event-metadata';

export const wrongCredentials = '用户名或密码错误';
export const wrongCaptcha = '验证码不正确';
export const unknownTenant = '租户不存在';
export const expiredTenant = '租户已过期';
export const defaultTenantId = '000000';
const failCountKey = 'account.failCount';

export interface PasswordGrantDependencies {
  tenants: TenantQueries;
  users: UserAccountQueries;
  userCommands: UserCommands;
  hasher: PasswordHasher;
  captcha: CaptchaService;
  sessions: SessionIssuer;
  /** Settings per tenant: account.failCount is how many failures lock an account. */
  params: ParamQueries;
  clock?: () => number;
}

/**
 * The password and captcha grants: tenant, captcha, account and password, in that order, each
 * refused with the same words whatever the detail (an unknown account costs the same argon2
 * work as a wrong password). Failures count towards the lock; the decider has the last word.
 */
export class PasswordGrant {
  constructor(private readonly deps: PasswordGrantDependencies) {}

  async grant(
    params: TokenParameters,
    headers: LoginHeaders,
    client: OAuthClient,
    request: RequestContext,
  ): Promise<TokenAnswer> {
    const { tenants, captcha, users, hasher, sessions } = this.deps;
    const now = (this.deps.clock ?? Date.now)();
    if (params.grant_type === 'captcha') {
      const verified = await captcha.verify(headers.captchaKey ?? '', headers.captchaCode ?? '');
      if (!verified) throw new RefusedError(wrongCaptcha);
    }
    const tenantId = params.tenantId || headers.tenantId || defaultTenantId;
    const tenant = await tenants.findByTenantId(tenantId);
    if (!tenant) throw new RefusedError(unknownTenant);
    if (tenant.expireTime && tenant.expireTime.getTime() < now) throw new RefusedError(expiredTenant);

    const password = params.password ?? '';
    const user = params.username ? await users.findByAccount(tenantId, params.username) : undefined;
    if (!user || user.status !== 1 || !isMd5Hex(password)) {
      await hasher.verifyDummy(isMd5Hex(password) ? password : '0'.repeat(32));
      throw new RefusedError(wrongCredentials);
    }
    const metadata = eventMetadataFrom(
      { ...request, tenantId, userId: user.id, account: user.account },
      new Date(now),
    );
    const commandMetadata = { tenantId, callerId: user.id, at: new Date(now).toISOString() };
    if (!(await hasher.verifyPassword(user.passwordHash, password))) {
      const policy = await this.loginPolicy(tenantId);
      await this.deps.userCommands.run(
        user.id,
        {
          type: 'RecordLoginFailed',
          data: { clientIp: request.clientIp, policy },
          metadata: commandMetadata,
        },
        metadata,
      );
      throw new RefusedError(wrongCredentials);
    }
    await this.deps.userCommands.run(
      user.id,
      {
        type: 'RecordLoginSucceeded',
        data: { clientIp: request.clientIp, clientId: client.clientId },
        metadata: commandMetadata,
      },
      metadata,
    );
    return sessions.open(user, client, sessionScopeOf(user, headers));
  }

  private async loginPolicy(tenantId: string): Promise<LoginPolicy> {
    const maxFailures = await this.deps.params.positiveInteger(
      tenantId,
      failCountKey,
      defaultLoginPolicy.maxFailures,
    );
    return { ...defaultLoginPolicy, maxFailures };
  }
}
