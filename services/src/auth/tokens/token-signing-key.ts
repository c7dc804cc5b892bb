import { randomBytes } from 'node:crypto';
import type { PlatformSecretRepository } from '@services/auth/tokens/platform-secret.repository';

/** The HS256 key, loaded on first use and kept for the life of the process. */
export type SigningKeySource = () => Promise<Uint8Array>;

export interface SigningKeyOptions {
  /** TOKEN_SECRET: when set, it is the key and nothing is stored. */
  tokenSecret: string | undefined;
  secrets: SecretStore;
}

type SecretStore = Pick<PlatformSecretRepository, 'find' | 'insertIfAbsent'>;

/** Stored under this name in platform_secret when TOKEN_SECRET is not set. */
export const accessTokenSecretName = 'access-token-hs256';

/** HS256 wants a key at least as long as its 256-bit hash. */
const minimumSecretLength = 32;

/**
 * The key that signs access tokens: TOKEN_SECRET when set; otherwise a random one generated on
 * first use and kept in the database, so that every process sharing it accepts the tokens of the
 * others and tokens survive restarts with no configuration.
 */
export function tokenSigningKey(options: SigningKeyOptions): SigningKeySource {
  const { tokenSecret, secrets } = options;
  if (tokenSecret !== undefined && tokenSecret.length < minimumSecretLength) {
    throw new Error(`TOKEN_SECRET must be at least ${minimumSecretLength} characters long`);
  }
  let loading: Promise<Uint8Array> | undefined;
  return () => {
    loading ??= (
      tokenSecret === undefined ? storedKey(secrets) : Promise.resolve(Buffer.from(tokenSecret))
    ).catch((error: unknown) => {
      // A database that was briefly away must not leave the process unable to sign for good.
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

async function storedKey(secrets: SecretStore): Promise<Uint8Array> {
  let value = await secrets.find(accessTokenSecretName);
  if (value === undefined) {
    // Another process starting at the same moment may insert first; reading after the insert, in a
    // statement of its own, gives whichever secret won to both.
    await secrets.insertIfAbsent(accessTokenSecretName, randomBytes(32).toString('base64url'));
    value = await secrets.find(accessTokenSecretName);
  }
  if (value === undefined) throw new Error(`platform secret "${accessTokenSecretName}" could not be stored`);
  return Buffer.from(value, 'base64url');
}
