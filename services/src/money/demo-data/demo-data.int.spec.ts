import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@platform/jobs/testing/probes';
import { createScratchDatabase } from '@platform/testing/test-postgres';
import { demoDataStreamId } from '@services/money/demo-data/demo-data.stream';
import { verifyStoredLedger } from '@services/money/ledger/stored-ledger';
import { ProductApi } from '@services/money/simulation/product-api';
import { chargeNotifyPath } from '@services/money/supervise-bank/supervise-bank.settings';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { startTestApp, type TestApp } from '@services/testing/test-app';

const { bank, bankSettings } = fakeBankOfTheFile();

/** The product started on `env`, listening, with the lines its contexts log kept. */
async function listening(env: NodeJS.ProcessEnv, databaseUrl?: string) {
  const lines: string[] = [];
  const testApp: TestApp = await startTestApp({
    databaseUrl,
    env: { ...bankSettings(), ...env },
    identity: 'tokens',
    log: { info: (line) => lines.push(line) },
  });
  const url = await testApp.listen();
  bank().notifyTo(`${url}${chargeNotifyPath}`);
  return { testApp, url, lines };
}

const demoLines = (lines: readonly string[]) => lines.filter((line) => line.startsWith('demo data'));

describe('the embedded demo data', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'demo-data-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('plays its orders once the first start listens, and never on a later start', async () => {
    // The embedded default in a data folder; a dozen orders rather than the few hundred of `on`.
    const env = { DATA_DIR: dataDir, DEMO_DATA: '12' };
    const first = await listening(env);
    try {
      expect(demoLines(first.lines)).toEqual([
        'demo data: playing 12 demo orders in the background (DEMO_DATA=off skips it)',
      ]);
      const played = await waitFor(
        'the demo played',
        async () => demoLines(first.lines).find((line) => line.startsWith('demo data played')),
        120_000,
      );
      expect(played).toContain('orders: 12 (');
      const api = new ProductApi(first.url);
      const orders = await api.get<{ total: number }>('prepaid-transaction/orderInfo/page');
      expect(orders.total).toBe(12);
      expect((await verifyStoredLedger(first.testApp.runtime.infrastructure.store)).problems).toEqual([]);
    } finally {
      await first.testApp.close();
    }

    const again = await listening(env);
    try {
      expect(demoLines(again.lines)).toEqual([]);
      const api = new ProductApi(again.url);
      const orders = await api.get<{ total: number }>('prepaid-transaction/orderInfo/page');
      expect(orders.total).toBe(12);
      const { events } = await again.testApp.runtime.infrastructure.store.readStream(
        demoDataStreamId('000000'),
      );
      expect(events.map((event) => event.type)).toEqual(['DemoDataStarted']);
    } finally {
      await again.testApp.close();
    }
  }, 240_000);

  it('is off against a real DATABASE_URL unless switched on', async () => {
    const scratch = await createScratchDatabase('demo-data-off');
    try {
      const { testApp, lines } = await listening({ DEMO_DATA: undefined }, scratch.url);
      try {
        expect(demoLines(lines)).toEqual([]);
        const stream = await testApp.runtime.infrastructure.store.readStream(demoDataStreamId('000000'));
        expect(stream.revision).toBe(-1n);
      } finally {
        await testApp.close();
      }
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});
