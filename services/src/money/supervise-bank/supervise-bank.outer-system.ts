import { startFakeBank } from '@infra/fake-bank/fake-bank-server';
import type { OuterSystem } from '@platform/contexts/outer-system';
import { HttpSuperviseBank } from '@services/money/supervise-bank/http-supervise-bank';
import type { SuperviseBank } from '@services/money/supervise-bank/supervise-bank.port';
import {
  chargeNotifyUrl,
  fakeBankPort,
  superviseBankNotifySecret,
  superviseBankTimeoutMs,
} from '@services/money/supervise-bank/supervise-bank.settings';

const httpBankDescription = (url: string) => `HTTP at ${url}`;
const fakeBankDescription = (url: string, notifyUrl: string) =>
  `SUPERVISE_BANK_URL not set: the local fake bank at ${url}, notifying ${notifyUrl}`;

/**
 * The supervise bank: its HTTP API at SUPERVISE_BANK_URL, each call bounded by
 * SUPERVISE_BANK_TIMEOUT_MS (default 5000). Without a URL — the embedded default, so that
 * `npm start` works on a bare machine — the fake bank of infra/src/fake-bank is started on
 * loopback (at SUPERVISE_BANK_FAKE_PORT, or any free port), notifying its charges to this
 * process's own intake (chargeNotifyUrl) under the shared secret; the log and /api/health say
 * so. A process without the api role has no intake: it should name a bank, or
 * SUPERVISE_BANK_NOTIFY_URL an API node.
 */
export const superviseBank: OuterSystem<SuperviseBank> = {
  name: 'superviseBank',
  token: Symbol('SuperviseBank'),
  async open(config) {
    const { env } = config;
    const timeoutMs = superviseBankTimeoutMs(env);
    if (env.SUPERVISE_BANK_URL) {
      const baseUrl = env.SUPERVISE_BANK_URL;
      return {
        client: new HttpSuperviseBank({ baseUrl, timeoutMs }),
        description: httpBankDescription(baseUrl),
      };
    }
    const notifyUrl = chargeNotifyUrl(config);
    const fake = await startFakeBank({
      port: fakeBankPort(env),
      notifyUrl,
      notifySecret: superviseBankNotifySecret(env),
    });
    return {
      client: new HttpSuperviseBank({ baseUrl: fake.url, timeoutMs }),
      description: fakeBankDescription(fake.url, notifyUrl),
      close: () => fake.close(),
    };
  },
};

/**
 * The bank's URL as /api/health describes the system (either description above): how the
 * simulator, in a process of its own, finds the fake bank whose control endpoints it plays.
 */
export function bankUrlDescribed(description: string): string | undefined {
  return /\bat (https?:\/\/[^\s,]+)/.exec(description)?.[1];
}
