import { startFakeBank } from '@infra/fake-bank/fake-bank-server';
import type { OuterSystem } from '@platform/contexts/outer-system';
import { HttpSuperviseBank } from '@services/merchant/bank/http-supervise-bank';
import type { SuperviseBank } from '@services/merchant/bank/supervise-bank.port';

/**
 * The supervise bank: its HTTP API at SUPERVISE_BANK_URL, each call bounded by
 * SUPERVISE_BANK_TIMEOUT_MS (default 5000). Without a URL — the embedded default, so that
 * `npm start` works on a bare machine — the fake bank of infra/src/fake-bank is started on
 * loopback, and the log and /api/health say so.
 */
export const superviseBank: OuterSystem<SuperviseBank> = {
  name: 'superviseBank',
  token: Symbol('SuperviseBank'),
  async open({ env }) {
    const timeoutMs = positiveInteger(env.SUPERVISE_BANK_TIMEOUT_MS) ?? 5000;
    if (env.SUPERVISE_BANK_URL) {
      const baseUrl = env.SUPERVISE_BANK_URL;
      return { client: new HttpSuperviseBank({ baseUrl, timeoutMs }), description: `HTTP at ${baseUrl}` };
    }
    const fake = await startFakeBank();
    return {
      client: new HttpSuperviseBank({ baseUrl: fake.url, timeoutMs }),
      description: `SUPERVISE_BANK_URL not set: the local fake bank at ${fake.url}`,
      close: () => fake.close(),
    };
  },
};

function positiveInteger(raw: string | undefined): number | undefined {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
