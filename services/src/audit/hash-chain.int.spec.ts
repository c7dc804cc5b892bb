import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { firstBrokenLink } from '@platform/event-store/sql/chain-verification';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { runCli } from '@services/testing/run-cli';
import { tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases, startTestApp, type TestApp } from '@services/testing/test-app';
import { untilSealed } from '@services/testing/until-sealed';
import { paramEditedTwice } from '@services/testing/param-edited-twice';

/** A parameter created and edited twice in `tenant`: answers its stream id. */
async function paramStream(
  call: ReturnType<typeof tenantCaller>,
  tenant: string,
  key: string,
): Promise<string> {
  return `param-${await paramEditedTwice(call, tenant, key)}`;
}

/** Writes `value` as the paramValue of one stored event, around the store. */
async function forge(db: Kysely<Database>, streamId: string, revision: number, value: string): Promise<void> {
  await sql`
    UPDATE es_events SET data = jsonb_set(data, '{paramValue}', to_jsonb(${value}::text))
     WHERE stream_id = ${streamId} AND stream_revision = ${revision}`.execute(db);
}

describeOnBothDatabases('the hash chains of the event store', 'chain', (current) => {
  const call = tenantCaller(() => current().app);
  const db = () => current().runtime.infrastructure.database.db;

  let streamId: string;
  let otherStreamId: string;
  beforeAll(async () => {
    streamId = await paramStream(call, '000000', 'chain.first');
    otherStreamId = await paramStream(call, '000042', 'chain.other');
    await untilSealed(current().runtime.infrastructure.database);
  });

  it('links every event at append and seals every tenant’s chain right behind', async () => {
    expect(await firstBrokenLink(db())).toBeUndefined();
    const { rows } = await sql<{ tenant_id: string; links: number; first: number }>`
      SELECT tenant_id, count(*)::int AS links, min(link)::int AS first FROM es_tenant_seals
       GROUP BY tenant_id ORDER BY tenant_id`.execute(db());
    expect(rows.map((row) => row.tenant_id)).toEqual(expect.arrayContaining(['000000', '000042']));
    expect(rows.every((row) => row.first === 0)).toBe(true);
  });

  it('finds an event whose stored row was edited, and holds again once it is put back', async () => {
    await forge(db(), streamId, 1, 'forged');
    expect(await firstBrokenLink(db())).toMatchObject({
      reason: 'altered',
      tenantId: '000000',
      streamId,
      revision: 1,
    });
    expect(await firstBrokenLink(db(), { streamId })).toMatchObject({ reason: 'altered', revision: 1 });
    expect(await firstBrokenLink(db(), { streamId: otherStreamId })).toBeUndefined();
    await forge(db(), streamId, 1, 'v1');
    expect(await firstBrokenLink(db())).toBeUndefined();
  });

  it('finds a stream link rewritten to fit the forged content through its tenant’s seal', async () => {
    const { rows } = await sql<{ stream_hash: Buffer }>`
      SELECT stream_hash FROM es_events WHERE stream_id = ${otherStreamId} AND stream_revision = 2`.execute(
      db(),
    );
    await forge(db(), otherStreamId, 2, 'forged');
    await sql`
      UPDATE es_events e SET stream_hash = es_event_hash(previous.stream_hash, e.stream_id, e.stream_revision,
               e.event_id, e.event_type, e.data, e.metadata, e.recorded_at)
        FROM es_events previous
       WHERE e.stream_id = ${otherStreamId} AND e.stream_revision = 2
         AND previous.stream_id = e.stream_id AND previous.stream_revision = 1`.execute(db());
    expect(await firstBrokenLink(db(), { streamId: otherStreamId })).toMatchObject({
      reason: 'altered',
      tenantId: '000042',
      revision: 2,
    });
    await forge(db(), otherStreamId, 2, 'v2');
    await sql`UPDATE es_events SET stream_hash = ${rows[0]!.stream_hash}
               WHERE stream_id = ${otherStreamId} AND stream_revision = 2`.execute(db());
    expect(await firstBrokenLink(db())).toBeUndefined();
  });

  it('finds deleted events: the first in the global order by its seal, a gap by its stream', async () => {
    await sql`DELETE FROM es_events WHERE stream_id = ${otherStreamId} AND stream_revision = 2`.execute(db());
    await sql`DELETE FROM es_events WHERE stream_id = ${streamId} AND stream_revision = 1`.execute(db());
    const first = await firstBrokenLink(db());
    expect(first).toMatchObject({ reason: 'deleted', tenantId: '000000' });
    expect(first!.position).toMatch(/^\d+\/\d+$/);
    expect(await firstBrokenLink(db(), { streamId })).toMatchObject({ reason: 'missing', revision: 2 });
  });
});

const auditVerify = (databaseUrl: string) =>
  runCli('services/src/audit/audit-cli.ts', ['verify'], databaseUrl);

describe('npm run audit -- verify', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  const call = tenantCaller(() => testApp.app);

  beforeAll(async () => {
    scratch = await createScratchDatabase('audit_verify');
    testApp = await startTestApp({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  it('verifies the chains, then reports the first broken link of a row edited in the database', async () => {
    const db = testApp.runtime.infrastructure.database.db;
    const streamId = await paramStream(call, '000042', 'verify.me');
    await untilSealed(testApp.runtime.infrastructure.database);
    const intact = await auditVerify(scratch.url);
    expect(intact).toEqual({
      code: 0,
      output: expect.stringContaining('chains verified') as string,
      errors: '',
    });

    await forge(db, streamId, 0, 'forged');
    const broken = await auditVerify(scratch.url);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain(`BROKEN (altered)`);
    expect(broken.output).toContain(`tenant 000042 stream ${streamId} revision 0`);
  });
});
