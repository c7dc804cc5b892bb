import { randomUUID } from 'node:crypto';
import { AccessTokenDenylist } from '@services/auth/tokens/access-token-denylist';
import { RevokedTokenRepository } from '@services/auth/tokens/revoked-token.repository';
import { authTestDatabases, databaseOfSuite } from '@services/auth/tokens/testing/auth-test-database';
import { type ManualClock, manualClock } from '@services/auth/tokens/testing/manual-clock';

describe.each(authTestDatabases)('AccessTokenDenylist on $name', ({ open }) => {
  const database = databaseOfSuite(open);
  let clock: ManualClock;
  let denylist: AccessTokenDenylist;
  beforeEach(() => {
    clock = manualClock();
    denylist = new AccessTokenDenylist(
      new RevokedTokenRepository(database().db),
      { announce: async () => {} }, // no cache to tell here: the session matrix proves that part
      { clock: clock.read },
    );
  });

  /** A verified token's jti and exp, expiring `inSeconds` from the clock's now. */
  const tokenExpiringIn = (inSeconds: number) => ({
    jti: randomUUID(),
    exp: Math.floor(clock.read() / 1000) + inSeconds,
  });

  const storedJtis = async () =>
    (await database().db.selectFrom('auth_revoked_token').select('jti').execute()).map((row) => row.jti);

  it('answers revoked for a logged-out token only', async () => {
    const loggedOut = tokenExpiringIn(3600);
    const stillIn = tokenExpiringIn(3600);
    expect(await denylist.isRevoked(loggedOut.jti)).toBe(false);
    await denylist.revoke(loggedOut);
    expect(await denylist.isRevoked(loggedOut.jti)).toBe(true);
    expect(await denylist.isRevoked(stillIn.jti)).toBe(false);
  });

  it('takes a second logout of the same token in its stride', async () => {
    const token = tokenExpiringIn(3600);
    await denylist.revoke(token);
    await denylist.revoke(token);
    expect(await denylist.isRevoked(token.jti)).toBe(true);
  });

  it('forgets a token once it has expired, and clears it at the next logout', async () => {
    const expiring = tokenExpiringIn(60);
    await denylist.revoke(expiring);
    clock.advance(59_999);
    expect(await denylist.isRevoked(expiring.jti)).toBe(true);
    const later = tokenExpiringIn(3600);
    await denylist.revoke(later);
    expect(await storedJtis()).toContain(expiring.jti);

    clock.advance(1);
    expect(await denylist.isRevoked(expiring.jti)).toBe(false);
    const latest = tokenExpiringIn(3600);
    await denylist.revoke(latest);
    expect(await storedJtis()).not.toContain(expiring.jti);
    expect(await storedJtis()).toEqual(expect.arrayContaining([later.jti, latest.jti]));
  });
});
