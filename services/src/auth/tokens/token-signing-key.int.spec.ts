import { accessTokenSecretName, tokenSigningKey } from '@services/auth/tokens/token-signing-key';
import { AccessTokenService } from '@services/auth/tokens/access-token.service';
import type { AccessTokenClaims } from '@services/auth/tokens/access-token-claims';
import { PlatformSecretRepository } from '@services/auth/tokens/platform-secret.repository';
import { type AuthTestDatabase, authTestDatabases } from '@services/auth/tokens/testing/auth-test-database';

const claims: AccessTokenClaims = {
  tenant_id: '000000',
  user_id: '1',
  dept_id: '2',
  role_id: '3',
  role_name: 'administrator',
  post_id: '4',
  account: 'admin',
  user_name: 'admin',
  nick_name: 'admin',
  real_name: 'admin',
  client_id: 'saber',
  oauth_id: '',
};

describe.each(authTestDatabases)('the generated signing key on $name', ({ open }) => {
  let database: AuthTestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  /** What each process that shares the database builds at start. */
  const processKey = () =>
    tokenSigningKey({ tokenSecret: undefined, secrets: new PlatformSecretRepository(database.db) });

  it('is stored once and shared: a token signed by one process verifies in another', async () => {
    const signer = new AccessTokenService({ signingKey: processKey() });
    const verifier = new AccessTokenService({ signingKey: processKey() });
    const { token } = await signer.signAccessToken(claims, 60);
    await expect(verifier.verifyAccessToken(token)).resolves.toMatchObject(claims);
    const rows = await database.db.selectFrom('platform_secret').select('name').execute();
    expect(rows).toEqual([{ name: accessTokenSecretName }]);
  });

  it('is the same for processes that start at the same moment', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => processKey()()));
    for (const key of keys) expect(Buffer.from(key)).toEqual(Buffer.from(keys[0]!));
  });
});
