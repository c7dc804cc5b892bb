import { createHmac, randomBytes } from 'node:crypto';
import type { PlatformSecretRepository } from '@services/auth/tokens/platform-secret.repository';

const secretName = 'validate-code-key';

/**
 * Keyed hashes of verification codes: HMAC-SHA256 under a secret generated once and shared by
 * every process (platform_secret). A plain hash of six digits would fall to a million guesses;
 * without the key, a copy of the table gives nobody a code.
 */
export class ValidateCodeHasher {
  private key: Promise<string> | undefined;

  constructor(private readonly secrets: Pick<PlatformSecretRepository, 'find' | 'insertIfAbsent'>) {}

  async hash(tenantId: string, phone: string, code: string): Promise<string> {
    return createHmac('sha256', await this.sharedKey())
      .update(`${tenantId}:${phone}:${code}`)
      .digest('base64url');
  }

  private sharedKey(): Promise<string> {
    this.key ??= (async () => {
      await this.secrets.insertIfAbsent(secretName, randomBytes(32).toString('base64url'));
      const stored = await this.secrets.find(secretName);
      if (!stored) throw new Error(`platform secret ${secretName} could not be stored`);
      return stored;
    })();
    return this.key;
  }
}
