import { loadConfig } from '@platform/config/app-config';
import {
  chargeNotifyUrl,
  superviseBankNotifySecret,
} from '@services/money/supervise-bank/supervise-bank.settings';

describe('where the embedded fake bank sends its charge notifications', () => {
  const intake = '/api/prepaid-payment/bank/charge-notify';

  it('is this process’s own intake, on loopback when it listens on every address', () => {
    expect(chargeNotifyUrl(loadConfig({}))).toBe(`http://127.0.0.1:8080${intake}`);
    expect(chargeNotifyUrl(loadConfig({ HOST: '::', PORT: '9090' }))).toBe(`http://127.0.0.1:9090${intake}`);
  });

  it('is on the address it listens on otherwise', () => {
    expect(chargeNotifyUrl(loadConfig({ HOST: '10.0.0.7', PORT: '9090' }))).toBe(
      `http://10.0.0.7:9090${intake}`,
    );
    expect(chargeNotifyUrl(loadConfig({ HOST: '::1', PORT: '9090' }))).toBe(`http://[::1]:9090${intake}`);
  });

  it('is SUPERVISE_BANK_NOTIFY_URL when set', () => {
    const env = { SUPERVISE_BANK_NOTIFY_URL: 'http://api.internal/api/prepaid-payment/bank/charge-notify' };
    expect(chargeNotifyUrl(loadConfig(env))).toBe(env.SUPERVISE_BANK_NOTIFY_URL);
  });
});

it('signs notifications under SUPERVISE_BANK_NOTIFY_SECRET, the fake bank’s default without it', () => {
  expect(superviseBankNotifySecret({})).toBe('fake-bank-notify-secret');
  expect(superviseBankNotifySecret({ SUPERVISE_BANK_NOTIFY_SECRET: 's3cret' })).toBe('s3cret');
});
