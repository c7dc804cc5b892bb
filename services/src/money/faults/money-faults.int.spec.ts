import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { type FakeBank, startFakeBank } from '@infra/fake-bank/fake-bank-server';
import { deleteRedisKeys, testRedisUrl } from '@platform/jobs/testing/test-redis';
import { formatWireDay } from '@platform/http/wire-dates';
import { waitFor } from '@platform/jobs/testing/probes';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { bankMirrorProblems } from '@services/money/ledger/bank-mirror-check';
import { verifyStoredLedger } from '@services/money/ledger/stored-ledger';
import { superviseBank } from '@services/money/supervise-bank/supervise-bank.outer-system';
import { killed, RedisLink, startWorkerProcess } from '@services/money/faults/worker-process';
import { fundedOrders } from '@services/testing/funded-orders';
import { verifyBankAccount } from '@services/testing/verified-account';
import { createMerchant } from '@services/testing/referenced-records';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { startTestApp, type TestApp } from '@services/testing/test-app';

const base = '/api/prepaid-transaction/cutPaymentApply';
const refunds = '/api/prepaid-transaction/orderInfoRefund';
const tenantA = '000042';
/**
 * The bank's business day, pinned for the whole run (as the reconciliation spec pins it), so that
 * its statement lists the run's charges and transfers alike even across midnight in Beijing: the
 * wire's day (UTC+8), a day ahead of the UTC date from 16:00 UTC.
 */
const today = formatWireDay(new Date());
/** MONEY_FAULT_ROUNDS: kill-and-restart rounds; CI runs a few, a long run many. */
const rounds = Math.max(1, Number(process.env.MONEY_FAULT_ROUNDS) || 2);
/** What each round pays out: the orders are funded for every round, however many. */
const yuanPerRound = 10;

/**
 * Faults with real processes on the machine's PostgreSQL and Redis: the API in this process,
 * the worker in its own, killed with SIGKILL while the bank is executing its instruction (a
 * cut-payment, a refund), and its link to Redis cut and restored. Afterwards every instruction
 * was executed by the bank exactly once (the fake bank's own records) and the ledger verifies,
 * its bank mirror included.
 */
describe('supervised money under real process faults', () => {
  let scratch: ScratchDatabase;
  let bank: FakeBank;
  let testApp: TestApp;
  let link: RedisLink;
  /** The queue as Redis holds it, to see the workers attached to it. */
  let jobsQueue: Queue;
  /** The merchants the two tests cut-pay, their bank accounts verified. */
  let merchants: [string, string];
  const queue = `money-faults-${randomUUID()}`;
  const call = tenantCaller(() => testApp.app);
  const money = fundedOrders(
    () => testApp.app,
    call,
    () => bank,
    tenantA,
  );
  const workerEnv = () => ({
    DATABASE_URL: scratch.url,
    REDIS_URL: link.url,
    JOB_QUEUE: queue,
    SUPERVISE_BANK_URL: bank.url,
    SUPERVISE_BANK_TIMEOUT_MS: '1000',
    // The killed worker's job is taken over in 5-10 s rather than BullMQ's 30-60; a live worker
    // renews its hold every 2.5 s, so only a stall that long of its own would lose it.
    JOB_LOCK_MS: '5000',
  });

  beforeAll(async () => {
    scratch = await createScratchDatabase('money_faults');
    bank = await startFakeBank();
    bank.setBusinessDate(today);
    const redis = new URL(testRedisUrl);
    link = new RedisLink({ host: redis.hostname, port: Number(redis.port || 6379) });
    await link.open();
    jobsQueue = new Queue(queue, { connection: { url: testRedisUrl } });
    const env = { REDIS_URL: testRedisUrl, JOB_QUEUE: queue, SUPERVISE_BANK_URL: bank.url };
    // Seeded once with every role, then serving the API and projections only: jobs run elsewhere.
    // The merchants are verified while it still runs jobs, the micro-deposit's payment being one.
    const seeding = await startTestApp({ databaseUrl: scratch.url, env });
    const seedingCall = tenantCaller(() => seeding.app);
    const verifiedMerchant = async (n: number) => {
      const { merchant } = await createMerchant(seedingCall, tenantA, n);
      await verifyBankAccount(seedingCall, bank, tenantA, merchant.id);
      return merchant.id;
    };
    merchants = [await verifiedMerchant(700), await verifiedMerchant(701)];
    await seeding.close();
    testApp = await startTestApp({
      databaseUrl: scratch.url,
      env: { ...env, PROCESS_ROLES: 'api,projections' },
    });
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
    await jobsQueue?.close();
    await link?.cut();
    await bank?.close();
    await deleteRedisKeys(`bull:${queue}:*`);
    await scratch?.drop();
  });

  const detail = async (id: string) =>
    (await call<Row>('GET', `${base}/detail?id=${id}`, undefined, tenantA)).data;
  const paidOnce = (serial: unknown) => bank.executed().filter((outcome) => outcome.serial === serial);
  const expectLedgerVerified = async () => {
    const report = await verifyStoredLedger(testApp.runtime.infrastructure.store);
    expect(report.problems).toEqual([]);
    expect(await bankMirrorProblems(report, testApp.runtime.outerSystems.get(superviseBank), today)).toEqual(
      [],
    );
  };

  /**
   * Sends an instruction (a cut-payment application or a refund order: 1 at the bank, 2 paid)
   * through a worker killed while the bank executes it and answers late, then lets another worker
   * take the stalled job over: answers the serial, once the heir recorded it paid.
   */
  async function paidAfterTheWorkerDied(
    what: string,
    submit: () => Promise<{ code: number }>,
    record: () => Promise<Row>,
  ): Promise<string> {
    bank.setBehaviour({ mode: 'delay', delayMs: 3000, times: 1 });
    const doomed = startWorkerProcess(workerEnv());
    expect((await submit()).code).toBe(200);
    const serial = await waitFor(
      `the ${what} at the bank`,
      async () => {
        const { serial: sent } = await record();
        return sent && (bank.arrivals()[sent as string] ?? 0) > 0 ? (sent as string) : undefined;
      },
      60_000,
    );
    await killed(doomed);
    expect(await record()).toMatchObject({ status: 1 });

    // Another worker finds the job stalled, runs it again: the same serial, answered as before.
    const heir = startWorkerProcess(workerEnv());
    try {
      await waitFor(
        `the heir records the ${what}`,
        async () => ((await record()).status === 2 ? true : undefined),
        120_000,
      );
    } finally {
      await killed(heir);
    }
    return serial;
  }

  it(
    'pays each cut-payment once when its worker is killed mid-call and another takes over',
    async () => {
      const [merchantId] = merchants;
      // Twice what the rounds take: the provision keeps part of every consumption from the payable.
      const yuan = 2 * rounds * yuanPerRound;
      const order = await money.order(merchantId, 'FAULT-ORDER', yuan, today);
      await money.consume(order.id, yuan);
      for (let round = 0; round < rounds; round += 1) {
        const { data } = await call<Row>(
          'POST',
          `${base}/apply`,
          { merchantId, orgPaymentNo: `FAULT-${round}`, batchNo: 'FAULT', amount: String(yuanPerRound) },
          tenantA,
        );
        const serial = await paidAfterTheWorkerDied(
          'payment',
          () => call('POST', `${base}/submit?ids=${data.id}`, undefined, tenantA),
          () => detail(data.id),
        );
        expect(paidOnce(serial)).toHaveLength(1);
      }
      await expectLedgerVerified();
    },
    rounds * 200_000,
  );

  it(
    'refunds once when its worker is killed mid-call and another takes over',
    async () => {
      const [merchantId] = merchants;
      const order = await money.order(merchantId, 'FAULT-REFUND', rounds * yuanPerRound, today);
      for (let round = 0; round < rounds; round += 1) {
        const applied = await call<Row>(
          'POST',
          '/api/prepaid-transaction/refundApply/apply',
          {
            orderId: order.id,
            amount: String(yuanPerRound),
            reason: '退课',
            accountNo: `62220000${round}`,
            accountName: '张三',
          },
          tenantA,
        );
        const approved = await call<Row>(
          'POST',
          '/api/prepaid-transaction/refundApply/refund',
          { id: applied.data.id, approve: true },
          tenantA,
        );
        const id = approved.data.refundOrderId as string;
        const serial = await paidAfterTheWorkerDied(
          'refund',
          () => call('POST', `${refunds}/submit?ids=${id}`, undefined, tenantA),
          async () => (await call<Row>('GET', `${refunds}/detail?id=${id}`, undefined, tenantA)).data,
        );
        expect(paidOnce(serial)).toHaveLength(1);
      }
      await expectLedgerVerified();
    },
    rounds * 200_000,
  );

  it("pays once when the worker's Redis goes away and comes back while cut-payments wait", async () => {
    const [, merchantId] = merchants;
    const order = await money.order(merchantId, 'FAULT-REDIS', 100, today);
    await money.consume(order.id, 100);
    const worker = startWorkerProcess(workerEnv());
    const ids: string[] = [];
    try {
      await link.cut();
      for (let index = 0; index < 3; index += 1) {
        const { data } = await call<Row>(
          'POST',
          `${base}/apply`,
          { merchantId, orgPaymentNo: `REDIS-${index}`, batchNo: 'REDIS', amount: '10' },
          tenantA,
        );
        ids.push(data.id);
      }
      // Submitted while the worker cannot reach Redis: the jobs wait in the queue.
      expect((await call('POST', `${base}/submit?ids=${ids.join(',')}`, undefined, tenantA)).code).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await link.restore();
      for (const id of ids)
        await waitFor(
          `application ${id} paid`,
          async () => ((await detail(id)).status === 2 ? true : undefined),
          120_000,
        );
    } finally {
      await killed(worker);
    }
    for (const id of ids) expect(paidOnce((await detail(id)).serial)).toHaveLength(1);
    await expectLedgerVerified();
  }, 300_000);
});
