import { timingSafeEqual } from 'node:crypto';
import { signNotice } from '@infra/fake-bank/fake-bank-notifier';
import type { OuterSystem } from '@platform/contexts/outer-system';
import { superviseBankNotifySecret } from '@services/money/supervise-bank/supervise-bank.settings';

/** Checks that a notice was signed by the supervise bank: the signature is its authentication. */
export interface BankNoticeSignature {
  isGenuine(rawBody: Buffer, signature: string | undefined): boolean;
}

/**
 * The bank's notice signature (the lowercase hex HMAC-SHA256 of the raw body, the scheme the fake
 * bank signs with), keyed by SUPERVISE_BANK_NOTIFY_SECRET (the fake bank's default without one). The comparison takes the same time whatever the signature, so a forger learns
 * nothing from how quickly it is refused.
 */
export const bankNoticeSignature: OuterSystem<BankNoticeSignature> = {
  name: 'bankNoticeSignature',
  token: Symbol('BankNoticeSignature'),
  async open({ env }) {
    const configured = env.SUPERVISE_BANK_NOTIFY_SECRET;
    const secret = superviseBankNotifySecret(env);
    const client: BankNoticeSignature = {
      isGenuine(rawBody, signature) {
        const expected = Buffer.from(signNotice(rawBody, secret));
        const given = Buffer.from(signature ?? '');
        return given.length === expected.length && timingSafeEqual(given, expected);
      },
    };
    const description = configured
      ? 'HMAC-SHA256 with SUPERVISE_BANK_NOTIFY_SECRET'
      : "HMAC-SHA256 with the fake bank's default secret (SUPERVISE_BANK_NOTIFY_SECRET not set)";
    return { client, description };
  },
};
