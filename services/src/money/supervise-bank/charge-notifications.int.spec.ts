import { createHmac } from 'node:crypto';
import { type FakeBank, startFakeBank } from '@infra/fake-bank/fake-bank-server';
import { sleep, waitFor } from '@platform/jobs/testing/probes';
import {
  type NoticeReceiver,
  startNoticeReceiver,
} from '@services/money/supervise-bank/testing/notice-receiver';

/**
 * The supervise bank's charge notifications, as the product's intake receives them: the
 * contract of the body and its signature, retries until a 2xx, and the switches that send a
 * notice twice, late, or with a wrong amount. A local receiver plays the product.
 */
const secret = 'fake-bank-notify-secret';
const attempts = 4;
let bank: FakeBank;
let receiver: NoticeReceiver;

beforeAll(async () => {
  receiver = await startNoticeReceiver();
  bank = await startFakeBank({ notifyUrl: receiver.url, notifyAttempts: attempts, notifyBackoffMs: 20 });
});
afterAll(async () => {
  await bank.close();
  await receiver.close();
});
beforeEach(() => {
  bank.reset();
  receiver.received.length = 0;
});

let paymentNumber = 0;
const payment = (amount = 12_800) => ({
  paymentNo: `PN${++paymentNumber}`,
  payerName: '李四',
  amount,
  valueDate: '2026-11-24',
});
const delivered = (count: number) =>
  waitFor(`${count} delivered notices`, async () =>
    bank.notifications().filter((delivery) => delivery.state === 'delivered').length >= count
      ? bank.notifications()
      : undefined,
  );
const bodies = () => receiver.received.map(({ rawBody }) => JSON.parse(rawBody) as Record<string, unknown>);

it('posts the contract’s body, signed with the HMAC-SHA256 of its raw bytes', async () => {
  const paid = payment();

  const notice = bank.receivePayment(paid);
  await delivered(1);

  const [{ rawBody, signature }] = receiver.received;
  expect(signature).toBe(createHmac('sha256', secret).update(Buffer.from(rawBody, 'utf8')).digest('hex'));
  expect(JSON.parse(rawBody)).toEqual({
    bankSerial: notice.bankSerial,
    paymentNo: paid.paymentNo,
    accountNo: bank.supervisedAccountNo,
    payerName: '李四',
    amount: 12_800,
    valueDate: '2026-11-24',
    notifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  });
  expect(bank.balanceOf(bank.supervisedAccountNo)).toBe(12_800);
});

it('retries the same signed notice with backoff until it gets a 2xx', async () => {
  receiver.answerNextWith(500, 503);

  bank.receivePayment(payment());
  const [delivery] = await delivered(1);

  expect(delivery).toMatchObject({ attempts: 3, answers: [500, 503, 200], state: 'delivered' });
  expect(new Set(receiver.received.map(({ rawBody, signature }) => rawBody + signature)).size).toBe(1);
});

it('gives up after its bounded attempts', async () => {
  receiver.answerNextWith(...Array<number>(attempts).fill(500));

  bank.receivePayment(payment());
  const [delivery] = await waitFor('the bank to give up', async () =>
    bank.notifications()[0]?.state === 'given up' ? bank.notifications() : undefined,
  );

  expect(delivery.attempts).toBe(attempts);
  expect(receiver.received).toHaveLength(attempts);
});

it('sends a notice twice with the same bank serial when told to, then once again', async () => {
  bank.setNotificationBehaviour({ mode: 'twice', times: 1 });

  const doubled = bank.receivePayment(payment());
  const single = bank.receivePayment(payment());
  await delivered(3);

  expect(
    bodies()
      .map((body) => body.bankSerial)
      .sort(),
  ).toEqual([doubled.bankSerial, doubled.bankSerial, single.bankSerial].sort());
  expect(bank.balanceOf(bank.supervisedAccountNo)).toBe(2 * 12_800);
});

it('sends a notice late when told to', async () => {
  bank.setNotificationBehaviour({ mode: 'late', delayMs: 400, times: 1 });
  const started = Date.now();

  bank.receivePayment(payment());
  await sleep(100);
  expect(receiver.received).toEqual([]);
  await delivered(1);

  expect(receiver.received[0].at - started).toBeGreaterThanOrEqual(400);
});

it('notifies a wrong amount when told to, while the account and the statement hold the real one', async () => {
  bank.setNotificationBehaviour({ mode: 'wrongAmount', wrongByFen: 100, times: 1 });

  const notice = bank.receivePayment(payment(5_000));
  await delivered(1);

  expect(bodies()[0]).toMatchObject({ bankSerial: notice.bankSerial, amount: 5_100 });
  expect(bank.balanceOf(bank.supervisedAccountNo)).toBe(5_000);
  expect(bank.statement('2026-11-24').lines).toEqual([
    expect.objectContaining({ bankSerial: notice.bankSerial, amount: 5_000 }),
  ]);
});

it('receives a payment through its control endpoint, as the simulator does', async () => {
  const receive = (body: object) =>
    fetch(new URL('/control/charges', bank.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const answer = await receive(payment(300));
  expect(answer.status).toBe(200);
  await delivered(1);
  expect(bodies()[0]).toMatchObject({
    amount: 300,
    bankSerial: ((await answer.json()) as { bankSerial: string }).bankSerial,
  });

  expect((await receive({ ...payment(), amount: 1.5 })).status).toBe(400);
  expect((await receive({ ...payment(), valueDate: '24/11/2026' })).status).toBe(400);
});
