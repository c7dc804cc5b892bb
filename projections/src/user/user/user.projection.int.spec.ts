import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { userMigrations } from '@infra/migrations/user/user.migrations';
import type { Database } from '@infra/schema/database';
import { fold } from '@platform/commands/decider';
import type { SqlDatabase } from '@platform/database/database';
import type { StoredEvent } from '@platform/event-store/event-store.port';
import { bothDatabases } from '@platform/testing/both-databases';
import { userProjection } from '@projections/user/user/user.projection';
import { defaultLoginPolicy, type UserCommand, webUserType } from '@services/user/user.commands';
import { userDecider } from '@services/user/user.decider';
import type { UserEvent, UserProfile } from '@services/user/user.events';
import { userStreamId } from '@services/user/user.stream';

const databases = bothDatabases('user_read_model');

const admin = '1123598821738675201';
const [zhang, li, wang, zhao] = ['1', '2', '3', '4'].map((n) => `185800000000000000${n}`);
const start = Date.parse('2026-11-21T01:00:00.000Z');
const at = (minute: number) => new Date(start + minute * 60_000).toISOString();

const profile = (account: string, deptIds: string[]): UserProfile => ({
  account,
  code: null,
  userType: webUserType,
  name: account,
  realName: account,
  avatar: null,
  email: null,
  phone: null,
  birthday: '1990-05-01',
  sex: 1,
  roleIds: ['11'],
  deptIds,
  postIds: [],
});

type CommandBody<C = UserCommand> = C extends UserCommand ? Omit<C, 'metadata'> : never;
/** [user, minute of the test's clock, command, caller (admin), tenant (000000)] */
type Step = [string, number, CommandBody, string?, string?];
const create = (id: string, account: string, deptIds: string[]): CommandBody => ({
  type: 'CreateUser',
  data: { id, ...profile(account, deptIds), passwordHash: 'h0', status: 1, createDept: '21' },
});
const fail = (lockMs: number | null = null): CommandBody => ({
  type: 'RecordLoginFailed',
  data: { clientIp: '10.0.0.9', policy: { ...defaultLoginPolicy, lockMs } },
});
const rename = (account: string): CommandBody => ({ type: 'UpdateUser', data: profile(account, ['21']) });
const ownInfo = { avatar: 'a.png', name: '小张', realName: '张三', phone: null, email: 'z@x.cn' };

/** Every kind of user event, two tenants, one user removed, one locked for good, one unlocked. */
const story: Step[] = [
  [zhang, 0, create(zhang, 'zhangsan', ['21'])],
  [li, 0, create(li, 'lisi', ['21'])],
  [wang, 0, create(wang, 'wangwu', ['22'])],
  [zhao, 0, create(zhao, 'zhangsan', ['41']), admin, '000042'],
  [zhang, 1, { type: 'UpdateUser', data: { ...profile('zhangsan', ['21', '22']), phone: '13800000000' } }],
  [zhang, 2, { type: 'UpdateOwnInfo', data: ownInfo }, zhang],
  [zhang, 3, { type: 'ChangePassword', data: { passwordHash: 'h1', reset: false } }, zhang],
  [zhang, 4, fail(), zhang],
  [zhang, 5, { type: 'RecordLoginSucceeded', data: { clientIp: '10.0.0.8', clientId: 'saber' } }, zhang],
  [zhang, 6, fail(), zhang],
  [zhang, 7, { type: 'RecordLoggedOut', data: {} }, zhang],
  [li, 1, { type: 'GrantRoles', data: { roleIds: ['11', '12'] } }],
  ...[2, 3, 4, 5, 6].map((minute): Step => [li, minute, fail(), li]),
  [wang, 1, { type: 'RemoveUser', data: {} }],
  ...[1, 2, 3, 4, 5].map((minute): Step => [zhao, minute, fail(30 * 60_000), zhao, '000042']),
  [zhao, 6, { type: 'Unlock', data: {} }, admin, '000042'],
];

/** Decides each step on the state its user's earlier events fold to, as the handlers will. */
function eventsOf(steps: Step[], streams = new Map<string, UserEvent[]>()): StoredEvent[] {
  return steps.flatMap(([id, minute, command, caller = admin, tenantId = '000000']) => {
    const history = streams.get(id) ?? [];
    const metadata = { tenantId, callerId: caller, at: at(minute) };
    const events = userDecider.decide({ ...command, metadata } as UserCommand, fold(userDecider, history));
    streams.set(id, [...history, ...events]);
    const audit = { tenantId, userId: caller, account: '', correlationId: '', causationId: '', clientIp: '' };
    return events.map((event, i) => ({
      eventId: randomUUID(),
      type: event.type,
      // Through JSON, as the event store hands events to projections.
      data: JSON.parse(JSON.stringify(event.data)) as unknown,
      metadata: { ...audit, occurredAt: at(minute) },
      streamId: userStreamId(id),
      streamRevision: BigInt(history.length + i),
      position: { commit: 1n, prepare: 0n },
      recordedAt: new Date(at(minute)),
    }));
  });
}

describe.each(databases)('user read model on %s', (_name, open) => {
  let database: SqlDatabase;
  let drop: () => Promise<void>;
  let db: Kysely<Database>;

  beforeAll(async () => {
    ({ database, drop } = await open());
    await migrateToLatest(database.db, userMigrations);
    db = database.db;
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });
  beforeEach(async () => {
    await sql`TRUNCATE blade_user`.execute(db);
  });

  /** Applies the events the projection handles, as the runner does, `batchSize` at a time. */
  async function project(events: readonly StoredEvent[], batchSize = events.length): Promise<void> {
    const handled = events.filter((event) => userProjection.handles.includes(event.type));
    for (let i = 0; i < handled.length; i += batchSize) {
      await database.db
        .transaction()
        .execute((trx) => userProjection.apply(trx, handled.slice(i, i + batchSize)));
    }
  }
  const rows = () => db.selectFrom('blade_user').selectAll().orderBy('id').execute();

  it('keeps one row per present user with the values of its last events', async () => {
    await project(eventsOf(story));
    const [first, second, third, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      id: zhang,
      tenant_id: '000000',
      account: 'zhangsan',
      name: '小张',
      real_name: '张三',
      avatar: 'a.png',
      phone: null,
      email: 'z@x.cn',
      role_id: '11',
      dept_id: '21,22',
      dept_ids: ['21', '22'],
      password_hash: 'h1',
      failed_attempts: 1,
      locked: false,
      locked_until: null,
      last_login_time: new Date(at(5)),
      last_login_ip: '10.0.0.8',
      create_user: admin,
      create_time: new Date(at(0)),
      update_user: zhang,
      update_time: new Date(at(3)),
    });
    expect(second).toMatchObject({
      id: li,
      role_id: '11,12',
      failed_attempts: 0,
      locked: true,
      locked_until: null,
    });
    expect(second!.last_login_time).toBeNull();
    expect(third).toMatchObject({
      id: zhao,
      tenant_id: '000042',
      account: 'zhangsan',
      locked: false,
      failed_attempts: 0,
    });
    const { rows: birthdays } = await sql`SELECT DISTINCT birthday::text FROM blade_user`.execute(db);
    expect(birthdays).toEqual([{ birthday: '1990-05-01' }]);
  });

  it('leaves the same rows when the same events are replayed', async () => {
    const events = eventsOf(story);
    await project(events);
    const once = await rows();
    await project(events);
    expect(await rows()).toEqual(once);
  });

  it('writes the same rows whatever the batch size, including batches of login events alone', async () => {
    const events = eventsOf(story);
    await project(events);
    const inOneBatch = await rows();
    for (const batchSize of [1, 2, 5]) {
      await sql`TRUNCATE blade_user`.execute(db);
      await project(events, batchSize);
      expect(await rows()).toEqual(inOneBatch);
    }
  });

  it('keeps a timed lock with its end', async () => {
    const timed = eventsOf([
      [zhao, 0, create(zhao, 'zhao', ['41'])],
      ...[1, 2, 3, 4, 5].map((minute): Step => [zhao, minute, fail(30 * 60_000), zhao]),
    ]);
    await project(timed);
    expect(await rows()).toMatchObject([
      { failed_attempts: 0, locked: true, locked_until: new Date(at(35)) },
    ]);
  });

  it('lets an account pass from one user to another inside one batch', async () => {
    const streams = new Map<string, UserEvent[]>();
    await project(
      eventsOf(
        [
          [zhang, 0, create(zhang, 'a', ['21'])],
          [li, 0, create(li, 'b', ['21'])],
        ],
        streams,
      ),
    );
    const swap = eventsOf(
      [
        [zhang, 1, rename('tmp')],
        [li, 2, rename('a')],
        [zhang, 3, rename('b')],
      ],
      streams,
    );
    await project(swap);
    expect((await rows()).map((row) => row.account)).toEqual(['b', 'a']);
  });

  it('pages the users of a department of a tenant through the GIN index', async () => {
    await project(eventsOf(story));
    const inDept = (deptIds: string[]) =>
      db
        .selectFrom('blade_user')
        .select('id')
        .where('tenant_id', '=', '000000')
        .where(sql<boolean>`dept_ids && ${deptIds}::text[]`)
        .orderBy('id', 'desc')
        .execute();
    expect(await inDept(['22'])).toEqual([{ id: zhang }]);
    expect(await inDept(['21', '41'])).toEqual([{ id: li }, { id: zhang }]);

    const plan = await db.transaction().execute(async (trx) => {
      // Too few rows for the planner to prefer an index on its own; this shows the GIN serves `&&`.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM blade_user WHERE dept_ids && ARRAY['22']`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('blade_user_dept');
  });
});
