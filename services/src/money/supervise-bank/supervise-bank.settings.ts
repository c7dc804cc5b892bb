import { defaultNotifySecret } from '@infra/fake-bank/fake-bank';
import type { AppConfig } from '@platform/config/app-config';

/** What the process reads of its environment about the supervise bank (README, Configuration). */

/** SUPERVISE_BANK_TIMEOUT_MS: how long one call to the bank may take before it counts as failed. */
export function superviseBankTimeoutMs(env: Readonly<NodeJS.ProcessEnv>): number {
  const value = Number(env.SUPERVISE_BANK_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : 5000;
}

/**
 * SUPERVISE_BANK_FAKE_PORT: where the embedded fake bank listens on loopback, so that a
 * simulator or a test in another process can reach its control endpoints; any free port without.
 */
export function fakeBankPort(env: Readonly<NodeJS.ProcessEnv>): number {
  const value = Number(env.SUPERVISE_BANK_FAKE_PORT);
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : 0;
}

/**
 * SUPERVISE_BANK_NOTIFY_SECRET: the secret shared with the bank, under which each charge
 * notification's X-Bank-Signature is computed. The fake bank's default is the same, so that the
 * embedded default needs no setting.
 */
export function superviseBankNotifySecret(env: Readonly<NodeJS.ProcessEnv>): string {
  return env.SUPERVISE_BANK_NOTIFY_SECRET || defaultNotifySecret;
}

/** The product's intake of charge notifications (the money context's payment routes). */
export const chargeNotifyPath = '/api/prepaid-payment/bank/charge-notify';

/**
 * Where the embedded fake bank sends its charge notifications: SUPERVISE_BANK_NOTIFY_URL, else
 * this process's own intake. The process knows its own address before HTTP listens: PORT is
 * read into the configuration at start and is never 0 (app-config refuses it), so the URL is
 * fixed when the bank opens. A wildcard HOST (0.0.0.0, ::) is reached on loopback.
 */
export function chargeNotifyUrl({ env, host, port }: AppConfig): string {
  if (env.SUPERVISE_BANK_NOTIFY_URL) return env.SUPERVISE_BANK_NOTIFY_URL;
  const reachable = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${hostPart}:${port}${chargeNotifyPath}`;
}
