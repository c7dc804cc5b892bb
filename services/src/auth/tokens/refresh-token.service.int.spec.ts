import { Client } from 'pg';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import { RefreshTokenRepository } from '@services/auth/tokens/refresh-token.repository';
import { type RefreshContext, RefreshTokenService } from '@services/auth/tokens/refresh-token.service';
import {
  type AuthTestDatabase,
  authTestDatabases,
  databaseOfSuite,
  openAuthPostgres,
} from '@services/auth/tokens/testing/auth-test-database';
import { type ManualClock, manualClock } from '@services/auth/tokens/testing/manual-clock';

const daySeconds = 86_400;

let nextUserId = 1000;
/** A user of their own for each test, so that revoking one's sessions touches no other test. */
function newContext(overrides: Partial<RefreshContext> = {}): RefreshContext {
  return {
    tenantId: '000000',
    userId: String(nextUserId++),
    clientId: 'saber',
    deptId: '1123598813738675201',
    roleId: '1123598816738675201,1123598816738675202',
    ...overrides,
  };
}

async function expectUnauthorized(rotating: Promise<unknown>): Promise<void> {
  await expect(rotating).rejects.toBeInstanceOf(UnauthorizedError);
}

describe.each(authTestDatabases)('RefreshTokenService on $name', ({ open }) => {
  const database = databaseOfSuite(open);
  let clock: ManualClock;
  let tokens: RefreshTokenService;
  beforeEach(() => {
    clock = manualClock();
    tokens = new RefreshTokenService(new RefreshTokenRepository(database().db), { clock: clock.read });
  });

  const rowsOf = (userId: string) =>
    database()
      .db.selectFrom('auth_refresh_token')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('issued_at')
      .execute();

  it('issues a random 256-bit token and stores only its hash', async () => {
    const context = newContext();
    const issued = await tokens.issue(context, daySeconds);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.expiresAt).toEqual(new Date(clock.read() + daySeconds * 1000));
    const rows = await rowsOf(context.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(issued.token);
    expect((await tokens.issue(context, daySeconds)).token).not.toBe(issued.token);
  });

  it('clears, at a login, the families of that user that have wholly expired, and only those', async () => {
    const context = newContext();
    const old = await tokens.issue(context, daySeconds);
    clock.advance(60_000);
    await tokens.rotate(old.token);
    const revoked = await tokens.issue(context, 2 * daySeconds);
    await tokens.revokeFamilyOf(revoked.token);
    const other = newContext();
    await tokens.issue(other, daySeconds);

    // A day and a half later the first family has wholly expired; the revoked one has not.
    clock.advance(1.5 * daySeconds * 1000);
    const fresh = await tokens.issue(context, daySeconds);
    const families = new Set((await rowsOf(context.userId)).map((row) => row.family_id));
    expect(families.size).toBe(2);
    expect(await rowsOf(context.userId)).toHaveLength(2);
    // The revoked family is kept until it expires: its token is still known, and refused.
    await expectUnauthorized(tokens.rotate(revoked.token));
    expect((await tokens.rotate(fresh.token)).context).toEqual(context);
    // Another user's expired family waits for that user's own login.
    expect(await rowsOf(other.userId)).toHaveLength(1);
  });

  it('rotates a token into its successor, answering the context it was issued for', async () => {
    const context = newContext();
    const first = await tokens.issue(context, daySeconds);
    clock.advance(60_000);
    const rotated = await tokens.rotate(first.token);
    expect(rotated.context).toEqual(context);
    expect(rotated.next.token).not.toBe(first.token);
    // The window slides: the successor lives as long as the token it replaces did.
    expect(rotated.next.expiresAt).toEqual(new Date(clock.read() + daySeconds * 1000));

    clock.advance(60_000);
    expect((await tokens.rotate(rotated.next.token)).context).toEqual(context);

    const [used, replaced, live] = await rowsOf(context.userId);
    expect(used).toMatchObject({ used_at: expect.any(Date), replaced_by: replaced!.id, revoked_at: null });
    expect(replaced).toMatchObject({ family_id: used!.family_id, replaced_by: live!.id });
    expect(live).toMatchObject({ family_id: used!.family_id, used_at: null, replaced_by: null });
  });

  it('revokes the whole family when a used token comes back', async () => {
    const context = newContext();
    const stolen = await tokens.issue(context, daySeconds);
    const { next } = await tokens.rotate(stolen.token);
    await expectUnauthorized(tokens.rotate(stolen.token));
    await expectUnauthorized(tokens.rotate(next.token));
    const rows = await rowsOf(context.userId);
    expect(rows.map((row) => row.revoked_at)).toEqual([expect.any(Date), expect.any(Date)]);
  });

  it('refuses an unknown token', async () => {
    await expectUnauthorized(tokens.rotate('not-a-token-we-issued'));
  });

  it('refuses a token from its expiry on, without counting it as used', async () => {
    const context = newContext();
    const { token } = await tokens.issue(context, daySeconds);
    clock.advance(daySeconds * 1000);
    await expectUnauthorized(tokens.rotate(token));
    expect(await rowsOf(context.userId)).toEqual([
      expect.objectContaining({ used_at: null, revoked_at: null }),
    ]);
  });

  it('accepts a token until just before its expiry', async () => {
    const { token } = await tokens.issue(newContext(), daySeconds);
    clock.advance(daySeconds * 1000 - 1);
    await expect(tokens.rotate(token)).resolves.toBeDefined();
  });

  it('logs out one family, leaving the user’s other sessions alone', async () => {
    const context = newContext();
    const loggedOut = await tokens.issue(context, daySeconds);
    const { next } = await tokens.rotate(loggedOut.token);
    const otherSession = await tokens.issue(context, daySeconds);

    await tokens.revokeFamilyOf(next.token);
    await expectUnauthorized(tokens.rotate(next.token));
    await expect(tokens.rotate(otherSession.token)).resolves.toBeDefined();
    await expect(tokens.revokeFamilyOf('not-a-token-we-issued')).resolves.toBeUndefined();
  });

  it('revokes every session of one user, and only of that user in that tenant', async () => {
    const context = newContext();
    const sessions = [await tokens.issue(context, daySeconds), await tokens.issue(context, daySeconds)];
    const sameIdOtherTenant = await tokens.issue({ ...context, tenantId: '100001' }, daySeconds);
    const otherUser = await tokens.issue(newContext(), daySeconds);

    await tokens.revokeAllOfUser(context.tenantId, context.userId);
    for (const { token } of sessions) await expectUnauthorized(tokens.rotate(token));
    await expect(tokens.rotate(sameIdOtherTenant.token)).resolves.toBeDefined();
    await expect(tokens.rotate(otherUser.token)).resolves.toBeDefined();
  });

  it('refuses a validity that is not a positive whole number of seconds', async () => {
    await expect(tokens.issue(newContext(), 0)).rejects.toThrow(/validity/);
  });
});

describe('RefreshTokenService under concurrent rotations on PostgreSQL', () => {
  let database: AuthTestDatabase;
  let tokens: RefreshTokenService;
  beforeAll(async () => {
    database = await openAuthPostgres();
    tokens = new RefreshTokenService(new RefreshTokenRepository(database.db));
  });
  afterAll(async () => {
    await database.close();
  });

  type Outcome = 'rotated' | 'refused';
  const outcomeOf = (rotating: Promise<unknown>): Promise<Outcome> =>
    rotating.then(
      () => 'rotated',
      (error: unknown) => {
        if (error instanceof UnauthorizedError) return 'refused';
        throw error;
      },
    );

  /**
   * How many sessions wait for a lock in the database. Asked on a connection outside any
   * transaction: inside one, pg_stat_activity keeps showing the snapshot of its first read.
   */
  async function lockWaiters(observer: Client): Promise<number> {
    const { rows } = await observer.query<{ waiting: string }>(
      `SELECT count(*) AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return Number(rows[0]!.waiting);
  }

  it('lets one of two rotations that meet on the row through, and treats the other as reuse', async () => {
    const context = newContext();
    const { token } = await tokens.issue(context, daySeconds);
    // A transaction holding the row makes both rotations queue behind it, so that they truly
    // race when it ends: a read-then-write rotation would let both through.
    const holder = new Client({ connectionString: database.url });
    const observer = new Client({ connectionString: database.url });
    await Promise.all([holder.connect(), observer.connect()]);
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM auth_refresh_token WHERE user_id = $1 FOR UPDATE', [context.userId]);
      const outcomes = Promise.all([outcomeOf(tokens.rotate(token)), outcomeOf(tokens.rotate(token))]);
      while ((await lockWaiters(observer)) < 2) await new Promise((resolve) => setImmediate(resolve));
      await holder.query('COMMIT');
      expect((await outcomes).sort()).toEqual(['refused', 'rotated']);
    } finally {
      await Promise.all([holder.end(), observer.end()]);
    }
    // The refused one was reuse: the family, the successor just issued included, is revoked.
    const rows = await database.db
      .selectFrom('auth_refresh_token')
      .select(['used_at', 'revoked_at'])
      .where('user_id', '=', context.userId)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.revoked_at).toEqual(expect.any(Date));
  });

  it('never lets two of many simultaneous rotations of a token through', async () => {
    const issued = await Promise.all(
      Array.from({ length: 20 }, () => tokens.issue(newContext(), daySeconds)),
    );
    const outcomes = await Promise.all(
      issued.map(({ token }) =>
        Promise.all([outcomeOf(tokens.rotate(token)), outcomeOf(tokens.rotate(token))]),
      ),
    );
    for (const pair of outcomes) expect(pair.sort()).toEqual(['refused', 'rotated']);
  });
});
