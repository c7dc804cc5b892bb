import { accessTokenSecretName, tokenSigningKey } from '@services/auth/tokens/token-signing-key';

/** A platform_secret table in memory, counting the reads. */
function memorySecrets() {
  const values = new Map<string, string>();
  const store = {
    reads: 0,
    failNextRead: false,
    values,
    async find(name: string) {
      store.reads++;
      if (store.failNextRead) {
        store.failNextRead = false;
        throw new Error('database unreachable');
      }
      return values.get(name);
    },
    async insertIfAbsent(name: string, value: string) {
      if (!values.has(name)) values.set(name, value);
    },
  };
  return store;
}

const secret = 'a-token-secret-of-at-least-32-characters';

describe('tokenSigningKey', () => {
  it('uses TOKEN_SECRET when set, and stores nothing', async () => {
    const secrets = memorySecrets();
    const key = await tokenSigningKey({ tokenSecret: secret, secrets })();
    expect(Buffer.from(key).toString('utf8')).toBe(secret);
    expect(secrets.reads).toBe(0);
    expect(secrets.values.size).toBe(0);
  });

  it('refuses a TOKEN_SECRET shorter than the 256 bits of HS256', () => {
    expect(() => tokenSigningKey({ tokenSecret: secret.slice(0, 31), secrets: memorySecrets() })).toThrow(
      /at least 32/,
    );
    expect(() => tokenSigningKey({ tokenSecret: '', secrets: memorySecrets() })).toThrow(/at least 32/);
  });

  it('generates a 256-bit key on first use, stores it, and reads it only once', async () => {
    const secrets = memorySecrets();
    const signingKey = tokenSigningKey({ tokenSecret: undefined, secrets });
    const key = await signingKey();
    expect(key).toHaveLength(32);
    expect(Buffer.from(secrets.values.get(accessTokenSecretName)!, 'base64url')).toEqual(Buffer.from(key));
    const readsAfterLoad = secrets.reads;
    expect(await signingKey()).toBe(key);
    expect(secrets.reads).toBe(readsAfterLoad);
  });

  it('keeps the stored key rather than making another', async () => {
    const secrets = memorySecrets();
    const first = await tokenSigningKey({ tokenSecret: undefined, secrets })();
    const restarted = await tokenSigningKey({ tokenSecret: undefined, secrets })();
    expect(Buffer.from(restarted)).toEqual(Buffer.from(first));
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    const secrets = memorySecrets();
    const signingKey = tokenSigningKey({ tokenSecret: undefined, secrets });
    secrets.failNextRead = true;
    await expect(signingKey()).rejects.toThrow('database unreachable');
    await expect(signingKey()).resolves.toHaveLength(32);
  });
});
