import { Client } from 'pg';
import { routeInventory } from '@platform/access/route-inventory';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { untilSealed } from '@services/testing/until-sealed';
import { LogStore } from '@services/log/log.public';
import { startTestApp, type TestApp } from '@services/testing/test-app';
import type { Page } from '@platform/http/paging';
import { tenantCaller, type Row } from '@services/testing/tenant-caller';

const tenantA = '000042';
const tenantB = '100001';

/** Every read-model row of a tenant, table by table, in a stable order. */
async function tenantSnapshot(databaseUrl: string, tenantId: string): Promise<Record<string, unknown[]>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY table_name`,
    );
    const snapshot: Record<string, unknown[]> = {};
    for (const { table_name: table } of tables.rows) {
      const rows = await client.query(`SELECT * FROM "${table}" WHERE tenant_id = $1 ORDER BY 1`, [tenantId]);
      snapshot[table] = rows.rows;
    }
    return snapshot;
  } finally {
    await client.end();
  }
}

/** The streams that received events after `position`, and what the events' data named. */
async function eventsAfter(databaseUrl: string, position: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ line: string }>(
      `SELECT stream_id || ' ' || data::text AS line FROM es_events WHERE global_position > $1`,
      [position],
    );
    return rows.rows.map((row) => row.line);
  } finally {
    await client.end();
  }
}

async function lastPosition(databaseUrl: string): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('SELECT coalesce(max(global_position), 0)::text AS p FROM es_events')).rows[0]
      .p;
  } finally {
    await client.end();
  }
}

/**
 * Tenant B's administrator (every permission code of its tenant) aims every route of the
 * application at tenant A's rows by id: as id, ids, parent, user, role and department, in the
 * query and in the body. Nothing of A may show in an answer, and nothing of A may change.
 */
describe('tenant isolation on every route', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  const call = tenantCaller(() => testApp.app);
  const idsOfA: string[] = [];
  /** A's records as A's own lists show them: valid bodies for every submit and update route. */
  const recordsOfA: Row[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase('cross_tenant');
    testApp = await startTestApp({ databaseUrl: scratch.url });
    const created = [
      ['blade-system/post', { category: 1, postCode: 'a-post', postName: 'A 岗位', sort: 1 }],
      ['blade-system/dept', { parentId: '0', deptName: 'A 部门', fullName: 'A 部门', sort: 1 }],
      ['blade-system/role', { parentId: '0', roleName: 'A 角色', roleAlias: 'a-role', sort: 1 }],
      ['blade-system/param', { paramName: 'A 参数', paramKey: 'a.key', paramValue: 'secret-of-a' }],
      [
        'blade-system/dict-biz',
        { parentId: '0', code: 'a_dict', dictKey: '-1', dictValue: 'A 字典', sort: 1, isSealed: 0 },
      ],
    ] as const;
    for (const [base, body] of created) {
      expect((await call('POST', `/api/${base}/submit`, body, tenantA)).code).toBe(200);
      recordsOfA.push(
        ...(await call<Page<Row>>('GET', `/api/${base}/list?size=100`, undefined, tenantA)).data.records,
      );
    }
    const user = await call<Row>(
      'POST',
      '/api/blade-user/submit',
      { account: 'a-user', name: 'A', realName: 'A 用户', password: '21232f297a57a5a743894a0e4a801fc3' },
      tenantA,
    );
    expect(user.code).toBe(200);
    recordsOfA.push(
      ...(await call<Page<Row>>('GET', '/api/blade-user/page?size=100', undefined, tenantA)).data.records,
    );
    const snapshot = await snapshotOfA();
    for (const rows of Object.values(snapshot))
      for (const row of rows as Array<{ id?: unknown }>)
        if (row.id !== undefined) idsOfA.push(String(row.id));
    expect(idsOfA.length).toBeGreaterThanOrEqual(6);
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  // The API log rows of A's own calls are written in batches, and A's events are sealed into its
  // chain just behind the appends: both are waited for, so that a row written late is not taken
  // for a change B made (and B's calls must add no row of A's).
  async function snapshotOfA() {
    await testApp.app.get(LogStore).flush();
    await untilSealed(testApp.runtime.infrastructure.database);
    return tenantSnapshot(scratch.url, tenantA);
  }

  // Every route times every id of A and every record of A: thousands of calls, more with each module.
  it('neither shows nor changes tenant A rows to tenant B, whatever route B calls', async () => {
    const before = await snapshotOfA();
    const positionBefore = await lastPosition(scratch.url);
    const routes = routeInventory(testApp.app).filter((route) => route.path !== 'blade-auth/oauth/token');
    // Quoted, as JSON writes it: A's tenant id is also a substring of some of A's ids.
    const dataOfA = [
      `"${tenantA}"`,
      'A 岗位',
      'a-post',
      'A 部门',
      'A 角色',
      'a-role',
      'secret-of-a',
      'a_dict',
      'A 字典',
      'a-user',
      'A 用户',
    ];
    const leaks: string[] = [];
    const statuses = new Map<number, number>();

    const aimedAt = (id: string) => ({
      id,
      ids: id,
      parentId: id,
      userId: id,
      userIds: id,
      roleId: id,
      roleIds: id,
      deptId: id,
    });
    const grants = { menuIds: [], dataScopeIds: [], apiScopeIds: [] };
    // Every id of A in every field that names a record; and each of A's records as a valid body
    // (so that submit routes get past validation), its own fields winning over the aimed ones.
    // A record's body aimed at another id would differ only in fields the record lacks, which
    // the first kind already aims at every id: pairing each record with every id adds nothing.
    const attempts = [
      ...idsOfA.map((id) => ({
        query: new URLSearchParams(aimedAt(id)).toString(),
        body: { ...aimedAt(id), ...grants },
        first: true,
      })),
      ...recordsOfA.map((record) => {
        const id = String(record.id);
        return {
          query: new URLSearchParams(aimedAt(id)).toString(),
          body: { ...aimedAt(id), ...record },
          first: false,
        };
      }),
    ];
    for (const { query, body, first } of attempts) {
      // A GET reads only the query, the same for every body: once per id is enough.
      for (const route of routes.filter((candidate) => first || candidate.method === 'POST')) {
        const response = await testApp.app.inject({
          method: route.method as 'GET' | 'POST',
          url: `/api/${route.path}?${query}`,
          headers: { 'x-test-tenant': tenantB },
          payload: route.method === 'POST' ? body : undefined,
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        // A refusal may repeat the ids B sent ("不存在: <id>"); an answer that succeeds may not,
        // and no answer may carry anything A wrote.
        const shownIds = response.statusCode === 200 ? idsOfA.filter((id) => response.body.includes(id)) : [];
        const shownData = dataOfA.filter((value) => response.body.includes(value));
        const shown = [...shownIds, ...shownData];
        if (shown.length > 0) leaks.push(`${route.method} ${route.path} showed ${shown.join(',')}`);
        if (response.statusCode >= 500)
          leaks.push(`${route.method} ${route.path} failed ${response.statusCode}`);
      }
    }

    // B really reached the handlers: its own calls succeed and A's rows are simply not found.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(404)).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
    // B's own successful writes may append events; none of them may be about A's rows.
    const appended = await eventsAfter(scratch.url, positionBefore);
    expect(appended.filter((line) => idsOfA.some((id) => line.includes(id)))).toEqual([]);
  }, 300_000);
});
