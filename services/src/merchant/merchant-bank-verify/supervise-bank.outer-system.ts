import { startFakeBank } from '@infra/fake-bank/fake-bank-server';
import type { OuterSystem } from '@platform/contexts/outer-system';
import { HttpSuperviseBank } from '@services/merchant/merchant-bank-verify/http-supervise-bank';
import type { SuperviseBank } from '@services/merchant/merchant-bank-verify/supervise-bank.port';

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
    const timeoutMs = superviseBankTimeoutMs(env);
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

/** How long one call to the bank may take before it counts as failed. */
export function superviseBankTimeoutMs(env: Readonly<NodeJS.ProcessEnv>): number {
  const value = Number(env.SUPERVISE_BANK_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : 5000;
}
