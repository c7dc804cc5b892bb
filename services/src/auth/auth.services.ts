import { authSessionDb } from '@infra/schema/auth-sessions.tables';
import type { Runtime } from '@platform/runtime/runtime';
import { CaptchaService } from '@services/auth/captcha/captcha.service';
import type { CaptchaStore } from '@services/auth/captcha/captcha-store.port';
import { createCaptchaStore } from '@services/auth/captcha/create-captcha-store';
import { BladeAuthContextResolver } from '@services/auth/context/blade-auth-context.resolver';
import { Logout } from '@services/auth/logout';
import { AuthorizationCodeGrant } from '@services/auth/oauth/authorization-code-grant';
import { AuthorizationCodesRepository } from '@services/auth/oauth/authorization-codes.repository';
import { OAuthClientsRepository } from '@services/auth/oauth/oauth-clients.repository';
import { PasswordGrant } from '@services/auth/oauth/password-grant';
import { RefreshGrant } from '@services/auth/oauth/refresh-grant';
import { RoleNamesRepository } from '@services/auth/oauth/role-names.repository';
import { SocialGrant } from '@services/auth/social/social-grant';
import { SocialProviders } from '@services/auth/social/social-providers';
import { SocialStatesRepository } from '@services/auth/social/social-states.repository';
import { PasswordHasher, UserCommands, UserOAuthRepository } from '@services/user/user.public';
import { SessionIssuer } from '@services/auth/oauth/session-issuer';
import { ParamQueries } from '@projections/system/param/param.queries';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';
import { AccessTokenDenylist } from '@services/auth/tokens/access-token-denylist';
import { AccessTokenService } from '@services/auth/tokens/access-token.service';
import { PlatformSecretRepository } from '@services/auth/tokens/platform-secret.repository';
import { RefreshTokenRepository } from '@services/auth/tokens/refresh-token.repository';
import { RefreshTokenService } from '@services/auth/tokens/refresh-token.service';
import { RevokedTokenRepository } from '@services/auth/tokens/revoked-token.repository';
import { tokenSigningKey } from '@services/auth/tokens/token-signing-key';
import { UserAccountQueries } from '@projections/user/user/user-account.queries';

/** The pieces of authentication, assembled once over the running platform. */
export class AuthServices {
  readonly clients: OAuthClientsRepository;
  readonly users: UserAccountQueries;
  readonly userCommands: UserCommands;
  readonly hasher = new PasswordHasher();
  readonly captchaStore: CaptchaStore;
  readonly captcha: CaptchaService;
  readonly accessTokens: AccessTokenService;
  readonly denylist: AccessTokenDenylist;
  readonly refreshTokens: RefreshTokenService;
  readonly passwordGrant: PasswordGrant;
  readonly refreshGrant: RefreshGrant;
  readonly authorizationCodeGrant: AuthorizationCodeGrant;
  readonly socialGrant: SocialGrant;
  readonly logout: Logout;
  readonly contextResolver: BladeAuthContextResolver;

  constructor(runtime: Runtime) {
    const db = runtime.infrastructure.database.db;
    const sessionDb = authSessionDb(db);
    this.clients = new OAuthClientsRepository(db);
    this.users = new UserAccountQueries(db);
    this.userCommands = new UserCommands(runtime.executor);
    this.captchaStore = createCaptchaStore({ redisUrl: runtime.config.redisUrl, db: sessionDb });
    this.captcha = new CaptchaService(this.captchaStore);
    this.accessTokens = new AccessTokenService({
      signingKey: tokenSigningKey({
        tokenSecret: runtime.config.tokenSecret,
        secrets: new PlatformSecretRepository(sessionDb),
      }),
    });
    this.denylist = new AccessTokenDenylist(new RevokedTokenRepository(sessionDb));
    this.refreshTokens = new RefreshTokenService(new RefreshTokenRepository(sessionDb));
    const sessions = new SessionIssuer(this.accessTokens, this.refreshTokens, new RoleNamesRepository(db));
    this.passwordGrant = new PasswordGrant({
      tenants: new TenantQueries(db),
      users: this.users,
      userCommands: this.userCommands,
      hasher: this.hasher,
      captcha: this.captcha,
      sessions,
      params: new ParamQueries(db),
    });
    this.refreshGrant = new RefreshGrant(this.refreshTokens, this.users, sessions);
    this.authorizationCodeGrant = new AuthorizationCodeGrant(
      this.clients,
      new AuthorizationCodesRepository(sessionDb),
      this.users,
      sessions,
    );
    this.socialGrant = new SocialGrant({
      providers: SocialProviders.fromJson(runtime.config.socialProvidersJson),
      states: new SocialStatesRepository(db),
      identities: new UserOAuthRepository(db),
      users: this.users,
      sessions,
      ids: runtime.ids,
    });
    this.logout = new Logout(this.accessTokens, this.denylist, this.refreshTokens, this.userCommands);
    this.contextResolver = new BladeAuthContextResolver(this.accessTokens, this.denylist);
  }

  async close(): Promise<void> {
    await this.captchaStore.close();
  }
}
