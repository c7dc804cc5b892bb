import { sql } from 'kysely';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { verifyProjection } from '@projections/runner/verify';
import { runCli } from '@services/testing/run-cli';
import { tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases, startTestApp, type TestApp } from '@services/testing/test-app';

const paramReadModel = 'param-read-model';

/** Creates a parameter in tenant 000000 (the answer waits for its read model); answers its id. */
async function createParam(
  call: ReturnType<typeof tenantCaller>,
  key: string,
  value: string,
): Promise<string> {
  await call('POST', '/api/blade-system/param/submit', { paramName: key, paramKey: key, paramValue: value });
  const list = await call<{ records: { id: string }[] }>(
    'GET',
    `/api/blade-system/param/list?paramKey=${key}`,
  );
  return list.data.records[0]!.id;
}

/** Breaks a live row of the parameters' read model behind its projection's back. */
async function breakRow(app: TestApp, id: string): Promise<void> {
  await sql`UPDATE blade_param SET param_value = 'broken' WHERE id = ${id}`.execute(
    app.runtime.infrastructure.database.db,
  );
}

describeOnBothDatabases('verifying a read model against its rebuild', 'verify_projection', (current) => {
  const call = tenantCaller(() => current().app);
  const verify = () => {
    const { runtime } = current();
    const projection = runtime.projections.projections.find((declared) => declared.name === paramReadModel)!;
    return verifyProjection(runtime.infrastructure.database, runtime.infrastructure.store, projection);
  };

  it('finds the live read model equal to its rebuild, then reports the live row broken by hand', async () => {
    const id = await createParam(call, 'verify.me', 'kept');
    const intact = await verify();
    expect(intact.tables).toEqual([
      expect.objectContaining({ table: 'blade_param', onlyLive: [], onlyRebuilt: [] }),
    ]);
    expect(intact.tables[0]!.liveChecksum).toBe(intact.tables[0]!.rebuiltChecksum);
    expect(intact.tables[0]!.rows).toBeGreaterThan(0);

    await breakRow(current(), id);
    const broken = (await verify()).tables[0]!;
    expect(broken.liveChecksum).not.toBe(broken.rebuiltChecksum);
    expect(broken.onlyLive).toEqual([expect.stringMatching(new RegExp(`^\\(${id},.*broken`))]);
    expect(broken.onlyRebuilt).toEqual([expect.stringMatching(new RegExp(`^\\(${id},.*kept`))]);
  });

  it('leaves no scratch schema behind', async () => {
    const { rows } = await sql<{ schema: string }>`
      SELECT nspname AS schema FROM pg_namespace WHERE nspname LIKE 'verify\\_%'`.execute(
      current().runtime.infrastructure.database.db,
    );
    expect(rows).toEqual([]);
  });
});

const projectionsVerify = (databaseUrl: string, target: string) =>
  runCli('projections/src/cli/projections-cli.ts', ['verify', target], databaseUrl);

describe('npm run projections -- verify', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  const call = tenantCaller(() => testApp.app);

  beforeAll(async () => {
    scratch = await createScratchDatabase('projections_verify');
    testApp = await startTestApp({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  it('verifies every read model of the seeded product, and reports the rows of one broken by hand', async () => {
    const id = await createParam(call, 'verify.cli', 'kept');
    const intact = await projectionsVerify(scratch.url, 'all');
    expect(intact.output).not.toContain('DIFFERS');
    expect(intact.code).toBe(0);
    expect(intact.output).toMatch(/param-read-model\tblade_param: \d+ rows, checksum \w+ verified/);

    await breakRow(testApp, id);
    const broken = await projectionsVerify(scratch.url, paramReadModel);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain('param-read-model\tblade_param: DIFFERS');
    expect(broken.output).toMatch(new RegExp(`  - \\(${id},.*broken`));
    expect(broken.output).toMatch(new RegExp(`  \\+ \\(${id},.*kept`));
  });
});
