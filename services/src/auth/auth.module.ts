import { Module, type OnModuleDestroy, type Provider } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { RequestContextResolver } from '@platform/context/request-context.resolver';
import { RUNTIME } from '@platform/runtime/platform.module';
import { ownerReads } from '@platform/runtime/read-model-providers';
import type { Runtime } from '@platform/runtime/runtime-services';
import { ParamQueries } from '@projections/system/param/param.queries';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';
import { OAuthClaimQueries } from '@projections/user/oauth-claim/oauth-claim.queries';
import { UserAccountQueries } from '@projections/user/user/user-account.queries';
import { CaptchaService } from '@services/auth/captcha/captcha.service';
import { CaptchaStore } from '@services/auth/captcha/captcha-store.port';
import { createCaptchaStore } from '@services/auth/captcha/create-captcha-store';
import { BearerTokenStrategy } from '@services/auth/context/bearer-token.strategy';
import { BladeAuthContextResolver } from '@services/auth/context/blade-auth-context.resolver';
import { Logout } from '@services/auth/logout';
import { AuthorizationCodeGrant } from '@services/auth/oauth/authorization-code-grant';
import { BasicClientStrategy } from '@services/auth/oauth/basic-client.strategy';
import { AuthorizationCodesRepository } from '@services/auth/oauth/authorization-codes.repository';
import { OAuthController } from '@services/auth/oauth/oauth.controller';
import { OAuthClientsRepository } from '@services/auth/oauth/oauth-clients.repository';
import { PasswordGrant } from '@services/auth/oauth/password-grant';
import { RefreshGrant } from '@services/auth/oauth/refresh-grant';
import { SmsCodeGrant } from '@services/auth/oauth/sms-code-grant';
import { RoleNamesRepository } from '@services/auth/oauth/role-names.repository';
import { SessionIssuer } from '@services/auth/oauth/session-issuer';
import { TokenRateLimit } from '@services/auth/rate-limit/token-rate-limit';
import { KeptSessionStandings } from '@services/auth/sessions/kept-session-standings';
import { SessionStanding } from '@services/auth/sessions/session-standing';
import { SessionStandingRepository } from '@services/auth/sessions/session-standing.repository';
import { SocialGrant } from '@services/auth/social/social-grant';
import { SocialIdentityStrategy } from '@services/auth/social/social-identity.strategy';
import { SocialProviders } from '@services/auth/social/social-providers';
import { SocialStatesRepository } from '@services/auth/social/social-states.repository';
import { AccessTokenDenylist } from '@services/auth/tokens/access-token-denylist';
import { AccessTokenService } from '@services/auth/tokens/access-token.service';
import { PlatformSecretRepository } from '@services/auth/tokens/platform-secret.repository';
import { RefreshTokenRepository } from '@services/auth/tokens/refresh-token.repository';
import { RefreshTokenService } from '@services/auth/tokens/refresh-token.service';
import { RevokedTokenRepository } from '@services/auth/tokens/revoked-token.repository';
import { tokenSigningKey } from '@services/auth/tokens/token-signing-key';
import { PasswordHasher, UserLoginHandlers, UserOAuthRepository } from '@services/user/user.public';
import { ValidateCodeController } from '@services/auth/validate-code/validate-code.controller';
import { ValidateCodeHasher } from '@services/auth/validate-code/validate-code.hasher';
import { ValidateCodeRepository } from '@services/auth/validate-code/validate-code.repository';
import { ValidateCodes } from '@services/auth/validate-code/validate-codes';
import { BladeResourceModule } from '@services/resource/resource.public';

type Db = Runtime['infrastructure']['database']['db'];

/** A repository of auth's own tables (or of identities), over the owner connection: sign-in spans tenants. */
const ownerTables = <T>(Repository: new (db: Db) => T): Provider => ({
  provide: Repository,
  useFactory: (runtime: Runtime) => new Repository(runtime.infrastructure.database.db),
  inject: [RUNTIME],
});

/** The token services count time in milliseconds; the platform's clock tells it. */
const millisOf = (clock: Clock) => () => clock.now().getTime();

/** blade-auth: tokens, captcha, sign-out, and who the caller of every request is. */
@Module({
  // Verification codes are sent with blade-resource's SMS senders.
  imports: [BladeResourceModule],
  controllers: [OAuthController, ValidateCodeController],
  providers: [
    ownerReads(UserAccountQueries),
    ownerReads(OAuthClaimQueries),
    ownerReads(TenantQueries),
    ownerReads(ParamQueries),
    ownerTables(OAuthClientsRepository),
    ownerTables(RoleNamesRepository),
    ownerTables(AuthorizationCodesRepository),
    ownerTables(SocialStatesRepository),
    ownerTables(RefreshTokenRepository),
    ownerTables(RevokedTokenRepository),
    ownerTables(PlatformSecretRepository),
    ownerTables(SessionStandingRepository),
    ownerTables(UserOAuthRepository),
    ownerTables(ValidateCodeRepository),
    {
      provide: ValidateCodeHasher,
      useFactory: (secrets: PlatformSecretRepository) => new ValidateCodeHasher(secrets),
      inject: [PlatformSecretRepository],
    },
    ValidateCodes,
    { provide: PasswordHasher, useFactory: () => new PasswordHasher() },
    UserLoginHandlers,
    {
      // REDIS_URL: captchas in Redis when set, else in the SQL database.
      provide: CaptchaStore,
      useFactory: (runtime: Runtime) =>
        createCaptchaStore({ redisUrl: runtime.config.redisUrl, db: runtime.infrastructure.database.db }),
      inject: [RUNTIME],
    },
    {
      provide: CaptchaService,
      useFactory: (store: CaptchaStore, clock: Clock) =>
        new CaptchaService(store, { clock: millisOf(clock) }),
      inject: [CaptchaStore, Clock],
    },
    {
      // TOKEN_SECRET signs access tokens when set; otherwise a secret generated once and stored.
      provide: AccessTokenService,
      useFactory: (runtime: Runtime, secrets: PlatformSecretRepository, clock: Clock) =>
        new AccessTokenService({
          signingKey: tokenSigningKey({ tokenSecret: runtime.config.tokenSecret, secrets }),
          clock: millisOf(clock),
        }),
      inject: [RUNTIME, PlatformSecretRepository, Clock],
    },
    {
      provide: AccessTokenDenylist,
      useFactory: (revoked: RevokedTokenRepository, runtime: Runtime, clock: Clock) =>
        new AccessTokenDenylist(revoked, runtime.readModelChanges, { clock: millisOf(clock) }),
      inject: [RevokedTokenRepository, RUNTIME, Clock],
    },
    {
      provide: KeptSessionStandings,
      useFactory: (runtime: Runtime) => new KeptSessionStandings(runtime.readModelChanges),
      inject: [RUNTIME],
    },
    {
      provide: RefreshTokenService,
      useFactory: (tokens: RefreshTokenRepository, clock: Clock) =>
        new RefreshTokenService(tokens, { clock: millisOf(clock) }),
      inject: [RefreshTokenRepository, Clock],
    },
    {
      // SOCIAL_PROVIDERS: the third-party login providers; none when unset.
      provide: SocialProviders,
      useFactory: (runtime: Runtime) => SocialProviders.fromJson(runtime.config.socialProvidersJson),
      inject: [RUNTIME],
    },
    SessionStanding,
    SessionIssuer,
    TokenRateLimit,
    PasswordGrant,
    RefreshGrant,
    AuthorizationCodeGrant,
    SocialGrant,
    SmsCodeGrant,
    Logout,
    BearerTokenStrategy,
    BasicClientStrategy,
    SocialIdentityStrategy,
    { provide: RequestContextResolver, useClass: BladeAuthContextResolver },
  ],
})
export class AuthModule implements OnModuleDestroy {
  constructor(private readonly captchaStore: CaptchaStore) {}

  async onModuleDestroy(): Promise<void> {
    await this.captchaStore.close();
  }
}
