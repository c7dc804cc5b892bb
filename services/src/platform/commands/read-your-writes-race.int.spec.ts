import { loadConfig } from '@platform/config/app-config';
import { type Application, startApplication } from '@platform/runtime/application';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { contexts } from '@services/contexts';
import { startTestApp, type TestApp } from '@services/testing/test-app';

/**
 * Read-your-writes under a race: 40 writers each submit a parameter and, on its answer, list it
 * by its key; every write must be in the list. READ_YOUR_WRITES_RACE_ROUNDS runs it longer
 * (each round is 400 writes).
 */
const rounds = Number(process.env.READ_YOUR_WRITES_RACE_ROUNDS ?? 2);
const writers = 40;
const writesPerWriter = 10;
/**
 * What is tested is that no answered write is missing from the list that follows it. The wait for
 * the read models is given a generous limit, so that a busy machine shows as a slow run rather
 * than as a refused write (503).
 */
const patientReads = { READ_YOUR_WRITES_TIMEOUT_MS: '60000' };

async function writersMissing(testApp: TestApp): Promise<{ writes: number; missing: string[] }> {
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await testApp.app.inject({ method, url, payload })).json() as { code: number; data: { total: number } };
  const missing: string[] = [];
  let writes = 0;
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let n = 0; n < writesPerWriter; n++) {
          const key = `race.${round}.${writer}.${n}`;
          const saved = await call('POST', '/api/blade-system/param/submit', {
            paramName: key,
            paramKey: key,
            paramValue: 'v',
          });
          expect(saved.code).toBe(200);
          writes++;
          const listed = await call('GET', `/api/blade-system/param/list?paramKey=${key}`);
          if (listed.data.total !== 1) missing.push(key);
        }
      }),
    );
  }
  return { writes, missing };
}

describe('read-your-writes under 40 racing writers on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  beforeEach(async () => {
    scratch = await createScratchDatabase('read_your_writes_race');
  });
  afterEach(() => scratch.drop());

  it('lists every write right after its answer, projections in the same process', async () => {
    const testApp = await startTestApp({ databaseUrl: scratch.url, jobs: 'bullmq', env: patientReads });
    try {
      const { writes, missing } = await writersMissing(testApp);
      expect({ writes, missing }).toEqual({ writes: rounds * writers * writesPerWriter, missing: [] });
    } finally {
      await testApp.close();
    }
  }, 600_000);

  it('lists every write right after its answer, projections in another process', async () => {
    // The other process: projections and workers only, as PROCESS_ROLES splits a deployment.
    const projections: Application = await startApplication(
      loadConfig({ DATABASE_URL: scratch.url, PROCESS_ROLES: 'projections,worker', REGION_IMPORT: 'off' }),
      contexts,
      { log: { info: () => {} }, http: {}, onProjectionError: () => {}, onJobError: () => {} },
    );
    const api = await startTestApp({
      databaseUrl: scratch.url,
      env: { PROCESS_ROLES: 'api', ...patientReads },
    });
    try {
      const { writes, missing } = await writersMissing(api);
      expect({ writes, missing }).toEqual({ writes: rounds * writers * writesPerWriter, missing: [] });
    } finally {
      await api.close();
      await projections.stop();
    }
  }, 600_000);
});
