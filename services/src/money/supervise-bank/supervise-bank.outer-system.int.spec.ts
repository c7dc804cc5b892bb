import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { loadConfig } from '@platform/config/app-config';
import { waitFor } from '@platform/jobs/testing/probes';
import { bankUrlDescribed, superviseBank } from '@services/money/supervise-bank/supervise-bank.outer-system';
import { chargeNotifyPath } from '@services/money/supervise-bank/supervise-bank.settings';
import { startNoticeReceiver } from '@services/money/supervise-bank/testing/notice-receiver';

/**
 * The embedded default: without SUPERVISE_BANK_URL the process opens the fake bank on loopback,
 * and the bank's charge notifications reach the process's own intake (here a receiver listening
 * on the process's PORT, as the product would).
 */
it('opens the fake bank, which notifies charges to this process’s own intake, signed', async () => {
  const product = await startNoticeReceiver();
  const bankPort = await freePort();
  const config = loadConfig({
    HOST: '0.0.0.0',
    PORT: String(product.port),
    SUPERVISE_BANK_FAKE_PORT: String(bankPort),
  });
  const opened = await superviseBank.open(config);
  try {
    expect(opened.description).toContain(`http://127.0.0.1:${bankPort}`);
    // What a simulator in another process reads of /api/health to reach the bank's control endpoints.
    expect(bankUrlDescribed(opened.description)).toBe(`http://127.0.0.1:${bankPort}`);
    expect(await opened.client.statusOf('never-sent')).toEqual({ status: 'unknown', serial: 'never-sent' });

    const payment = { paymentNo: 'PN-embedded', payerName: '王五', amount: 9_900, valueDate: '2026-11-24' };
    await fetch(`http://127.0.0.1:${bankPort}/control/charges`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payment),
    });

    const [notice] = await waitFor('the notice at the intake', async () =>
      product.received.length ? product.received : undefined,
    );
    expect(notice.path).toBe(chargeNotifyPath);
    expect(notice.signature).toBe(
      createHmac('sha256', 'fake-bank-notify-secret').update(notice.rawBody).digest('hex'),
    );
    expect(JSON.parse(notice.rawBody)).toMatchObject(payment);
  } finally {
    await opened.close?.();
    await product.close();
  }
});

/** A port nothing listens on now, for the fake bank to take. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
