import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Marks a sealed value, so that a value stored by another scheme later is told apart. */
const prefix = 'gcm1:';
const ivBytes = 12;
const tagBytes = 16;
/** Development only: production sets DATASOURCE_SECRET_KEY (README). */
const developmentKey = 'prepaid-steward-datasource';

/**
 * Seals data-source passwords for storage (events and read model) with AES-256-GCM under the key
 * of DATASOURCE_SECRET_KEY: a stored value reveals nothing without the key, and a value edited
 * in storage fails to open instead of yielding a wrong password.
 */
export class DatasourceSecrets {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Any length of configured secret becomes the 32 bytes AES-256 takes.
    this.key = createHash('sha256').update(secret).digest();
  }

  static fromEnv(env: Readonly<NodeJS.ProcessEnv>): DatasourceSecrets {
    return new DatasourceSecrets(env.DATASOURCE_SECRET_KEY || developmentKey);
  }

  seal(plain: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The password a sealed value holds; throws when it was not sealed under this key. */
  open(sealed: string): string {
    if (!sealed.startsWith(prefix)) throw new Error('the stored password is not sealed');
    const raw = Buffer.from(sealed.slice(prefix.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, ivBytes));
    decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString(
      'utf8',
    );
  }
}
