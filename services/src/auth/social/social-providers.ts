import { z } from 'zod';
import { NotFoundError } from '@platform/errors/domain-errors';

/** One third-party login provider, as SOCIAL_PROVIDERS lists it (README, "Third-party login"). */
const providerSchema = z.object({
  /** The name the console uses: oauth/render/{source}, grant_type=social&source=. */
  source: z.string().regex(/^[a-z0-9_-]{1,32}$/),
  /** An OpenID Connect issuer; its discovery document names every endpoint. */
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  /** Where the provider sends the user back: the console's page that finishes the login. */
  redirectUri: z.url(),
  scope: z.string().default('openid profile email'),
});

export type SocialProvider = z.infer<typeof providerSchema>;

export const unknownSource = '不支持的第三方登录平台';

/** The configured providers; none when SOCIAL_PROVIDERS is unset. */
export class SocialProviders {
  private readonly bySource: ReadonlyMap<string, SocialProvider>;

  constructor(providers: readonly SocialProvider[]) {
    this.bySource = new Map(providers.map((provider) => [provider.source, provider]));
  }

  static fromJson(json: string | undefined): SocialProviders {
    if (!json) return new SocialProviders([]);
    const parsed = z.array(providerSchema).safeParse(JSON.parse(json));
    if (!parsed.success) throw new Error(`SOCIAL_PROVIDERS is not valid: ${z.prettifyError(parsed.error)}`);
    return new SocialProviders(parsed.data);
  }

  get(source: string | undefined): SocialProvider {
    const provider = source === undefined ? undefined : this.bySource.get(source);
    if (!provider) throw new NotFoundError(unknownSource);
    return provider;
  }

  sources(): string[] {
    return [...this.bySource.keys()];
  }
}
