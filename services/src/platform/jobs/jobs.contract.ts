import { randomUUID } from 'node:crypto';
import {
  type JobCatalogue,
  type JobHandlers,
  type JobPayloads,
  type Jobs,
  type JobStatus,
  type JobView,
  UnrecoverableJobError,
} from '@platform/jobs/jobs.port';
import { aborted, type Gate, gate, sleep, waitFor } from '@platform/jobs/testing/probes';

export interface JobsSetup<Payloads extends JobPayloads> {
  queue: string;
  catalogue: JobCatalogue<Payloads>;
  handlers: JobHandlers<Payloads>;
  concurrency?: number;
}

export interface JobsFixture {
  /**
   * Jobs on a storage that every call with the same queue shares: a second call is another
   * process, or the same one restarted. Must throw as the adapter's factory does.
   */
  open<Payloads extends JobPayloads>(setup: JobsSetup<Payloads>): Jobs<Payloads>;
  dispose(): Promise<void>;
}

/**
 * The behaviour every Jobs adapter must have. Each adapter's spec calls this with a factory for
 * its storage; every test works in a queue of its own. Waits are on conditions with generous
 * timeouts; durations are only checked as lower bounds, which load cannot break.
 */
export function jobsContract(createFixture: () => Promise<JobsFixture>) {
  let fixture: JobsFixture;
  let opened: Jobs<JobPayloads>[] = [];
  let gates: Gate[] = [];

  beforeAll(async () => {
    fixture = await createFixture();
  });
  afterEach(async () => {
    // A failed test may leave handlers paused at a gate, which close() would wait for.
    for (const held of gates) held.open();
    gates = [];
    await Promise.all(opened.map((jobs) => jobs.close()));
    opened = [];
  });
  afterAll(async () => {
    await fixture.dispose();
  });

  /** A gate that is opened after the test whatever happened in it. */
  function handlerGate(): Gate {
    const held = gate();
    gates.push(held);
    return held;
  }

  function open<Payloads extends JobPayloads>(setup: JobsSetup<Payloads>): Jobs<Payloads> {
    const jobs = fixture.open(setup);
    opened.push(jobs as unknown as Jobs<JobPayloads>);
    return jobs;
  }

  type Echo = { 'test.echo': { text: string } };
  const echoCatalogue: JobCatalogue<Echo> = { 'test.echo': {} };

  it('runs a job and shows its result', async () => {
    const calls: { jobId: string; attempt: number }[] = [];
    const jobs = open<Echo>({
      queue: queueName(),
      catalogue: echoCatalogue,
      handlers: {
        'test.echo': async ({ text }, { jobId, attempt }) => {
          calls.push({ jobId, attempt });
          return { echoed: text.toUpperCase() };
        },
      },
    });
    await jobs.start();

    const { id, duplicate } = await jobs.enqueue('test.echo', { text: 'hello' });
    expect(duplicate).toBe(false);
    const view = await waitForStatus(jobs, id, 'completed');
    expect(view).toEqual({
      id,
      name: 'test.echo',
      payload: { text: 'hello' },
      status: 'completed',
      progress: 100,
      attemptsMade: 1,
      maxAttempts: 3,
      result: { echoed: 'HELLO' },
      createdAt: expect.any(Date),
      finishedAt: expect.any(Date),
    });
    expect(view.finishedAt!.getTime()).toBeGreaterThanOrEqual(view.createdAt.getTime());
    expect(calls).toEqual([{ jobId: id, attempt: 1 }]);
    expect(await jobs.getJob('no-such-job')).toBeUndefined();
    expect(await jobs.getJob('987654321')).toBeUndefined();
  });

  it('runs a scheduled job at each occurrence, once however many processes keep the schedule', async () => {
    const texts: string[] = [];
    const setup = {
      queue: queueName(),
      catalogue: echoCatalogue,
      handlers: { 'test.echo': async ({ text }: { text: string }) => void texts.push(text) },
    };
    const first = open<Echo>(setup);
    const second = open<Echo>(setup);
    await first.start();
    await first.schedule('every-400ms', { everyMs: 400 }, 'test.echo', { text: 'tick' });
    await second.schedule('every-400ms', { everyMs: 400 }, 'test.echo', { text: 'tick' });
    await waitFor('three occurrences', async () => (texts.length >= 3 ? true : undefined), 15_000);
    const started = Date.now();
    const count = texts.length;
    await sleep(1200);
    // Two processes keep it, yet each occurrence ran once: about one every 400 ms, not two.
    expect(texts.length - count).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 400) + 1);
    expect(new Set(texts)).toEqual(new Set(['tick']));
    await expect(first.schedule('bad', { dailyAt: '25:00' }, 'test.echo', { text: 'x' })).rejects.toThrow(
      'HH:mm',
    );
  });

  it('runs a job enqueued while the worker idles, without waiting for a poll', async () => {
    const jobs = open<Echo>({
      queue: queueName(),
      catalogue: echoCatalogue,
      handlers: { 'test.echo': async ({ text }) => text },
    });
    await jobs.start();
    const first = await jobs.enqueue('test.echo', { text: 'first' });
    await waitForStatus(jobs, first.id, 'completed');
    // Long enough for the worker to find the queue empty and go to sleep; an adapter's spec
    // makes its poll far longer than the wait below.
    await sleep(300);
    const second = await jobs.enqueue('test.echo', { text: 'second' });
    expect(await waitForStatus(jobs, second.id, 'completed', 10_000)).toMatchObject({ result: 'second' });
  });

  it('waits for a delayed job to be due before its first attempt (a timer)', async () => {
    const ranAt: number[] = [];
    const jobs = open<Echo>({
      queue: queueName(),
      catalogue: echoCatalogue,
      handlers: {
        'test.echo': async () => {
          ranAt.push(Date.now());
        },
      },
    });
    await jobs.start();
    const enqueuedAt = Date.now();
    const { id } = await jobs.enqueue('test.echo', { text: 'later' }, { delayMs: 1500 });
    expect((await jobs.getJob(id))?.status).toBe('waiting');
    await waitForStatus(jobs, id, 'completed', 15_000);
    expect(ranAt[0]! - enqueuedAt).toBeGreaterThanOrEqual(1400);
  });

  it('retries a failing attempt after a backoff that doubles', async () => {
    const backoffMs = 300;
    const startedAt: number[] = [];
    const jobs = open<Echo>({
      queue: queueName(),
      catalogue: { 'test.echo': { backoffMs } },
      handlers: {
        'test.echo': async ({ text }, { attempt }) => {
          startedAt.push(Date.now());
          if (attempt < 3) throw new Error(`flaky ${attempt}`);
          return text;
        },
      },
    });
    await jobs.start();

    const { id } = await jobs.enqueue('test.echo', { text: 'third time lucky' });
    const view = await waitForStatus(jobs, id, 'completed');
    expect(view).toMatchObject({ attemptsMade: 3, maxAttempts: 3, result: 'third time lucky' });
    expect(view.failedReason).toBeUndefined();
    expect(startedAt).toHaveLength(3);
    // Lower bounds only: the first retry waits the base, the second twice as long.
    const tolerance = 25;
    expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(backoffMs - tolerance);
    expect(startedAt[2]! - startedAt[1]!).toBeGreaterThanOrEqual(2 * backoffMs - tolerance);
  });

  it('shows the progress of a running job', async () => {
    const reported = handlerGate();
    const finish = handlerGate();
    let refusal: unknown;
    const jobs = open<Echo>({
      queue: queueName(),
      catalogue: echoCatalogue,
      handlers: {
        'test.echo': async (_payload, { reportProgress }) => {
          await reportProgress(25);
          await reportProgress(60.4);
          refusal = await reportProgress(101).catch((error: unknown) => error);
          reported.open();
          await finish.opened;
        },
      },
    });
    await jobs.start();

    const { id } = await jobs.enqueue('test.echo', { text: 'slow' });
    await reported.opened;
    const running = await waitFor('progress 60 to show', async () => {
      const view = await jobs.getJob(id);
      return view?.progress === 60 && view;
    });
    expect(running).toMatchObject({ status: 'active', attemptsMade: 1 });
    expect(refusal).toBeInstanceOf(RangeError);

    finish.open();
    expect(await waitForStatus(jobs, id, 'completed')).toMatchObject({ progress: 100 });
  });

  it('runs a job once however often its idempotency key is enqueued, even concurrently', async () => {
    const runs = new Map<string, number>();
    type Orders = { 'test.invoice': { orderId: string } };
    const jobs = open<Orders>({
      queue: queueName(),
      catalogue: { 'test.invoice': { idempotencyKey: ({ orderId }) => `invoice-${orderId}` } },
      handlers: {
        'test.invoice': async ({ orderId }) => {
          runs.set(orderId, (runs.get(orderId) ?? 0) + 1);
        },
      },
    });

    const first = await jobs.enqueue('test.invoice', { orderId: 'A' }, { idempotencyKey: 'same-key' });
    const second = await jobs.enqueue('test.invoice', { orderId: 'B' }, { idempotencyKey: 'same-key' });
    expect(first.duplicate).toBe(false);
    expect(second).toEqual({ id: first.id, duplicate: true });

    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        jobs.enqueue('test.invoice', { orderId: 'C' }, { idempotencyKey: 'raced' }),
      ),
    );
    expect(racing.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(racing.map((result) => result.id)).size).toBe(1);

    // Without a key given, the catalogue derives one from the payload.
    const byCatalogue = [
      await jobs.enqueue('test.invoice', { orderId: 'D' }),
      await jobs.enqueue('test.invoice', { orderId: 'D' }),
    ];
    expect(byCatalogue[1]).toEqual({ id: byCatalogue[0]!.id, duplicate: true });

    await jobs.start();
    for (const { id } of [first, racing[0]!, byCatalogue[0]!]) await waitForStatus(jobs, id, 'completed');
    expect(Object.fromEntries(runs)).toEqual({ A: 1, C: 1, D: 1 });
    expect(await jobs.enqueue('test.invoice', { orderId: 'A' }, { idempotencyKey: 'same-key' })).toEqual({
      id: first.id,
      duplicate: true,
    });
  });

  it('takes any text as an idempotency key', async () => {
    const jobs = open<Echo>({
      queue: queueName(),
      catalogue: echoCatalogue,
      handlers: { 'test.echo': async ({ text }) => text },
    });
    const keys = ['order:42', ':', '%3A', '%253A', '42', '-7', '0', 'clé avec espaces/et/barres'];
    const added = await Promise.all(
      keys.map((key) => jobs.enqueue('test.echo', { text: key }, { idempotencyKey: key })),
    );
    expect(added.every((result) => !result.duplicate)).toBe(true);
    expect(new Set(added.map((result) => result.id)).size).toBe(keys.length);
    const again = await Promise.all(
      keys.map((key) => jobs.enqueue('test.echo', { text: key }, { idempotencyKey: key })),
    );
    expect(again).toEqual(added.map(({ id }) => ({ id, duplicate: true })));

    await jobs.start();
    for (const [i, { id }] of added.entries()) {
      expect(await waitForStatus(jobs, id, 'completed')).toMatchObject({ result: keys[i] });
    }
  });

  it('keeps a job that failed every attempt, with its reason, in the dead-letter view', async () => {
    const jobs = open<Echo>({
      queue: queueName(),
      catalogue: { 'test.echo': { attempts: 2, backoffMs: 50 } },
      handlers: {
        'test.echo': async ({ text }, { attempt }) => {
          if (text === 'unrecoverable') throw new UnrecoverableJobError('the payload can never work');
          if (text === 'retry later') throw new Error(`not yet ${attempt}`);
          throw new Error(`${text} failed attempt ${attempt}`);
        },
      },
    });
    await jobs.start();

    const first = await jobs.enqueue('test.echo', { text: 'first' });
    const failed = await waitForStatus(jobs, first.id, 'failed');
    expect(failed).toMatchObject({ attemptsMade: 2, maxAttempts: 2, failedReason: 'first failed attempt 2' });
    expect(failed.finishedAt).toBeInstanceOf(Date);
    expect(failed.result).toBeUndefined();

    const second = await jobs.enqueue('test.echo', { text: 'unrecoverable' }, { attempts: 5 });
    expect(await waitForStatus(jobs, second.id, 'failed')).toMatchObject({
      attemptsMade: 1,
      maxAttempts: 5,
      failedReason: 'the payload can never work',
    });

    // Between attempts a job waits, showing why the last one failed, and is no dead letter yet.
    const later = await jobs.enqueue('test.echo', { text: 'retry later' }, { backoffMs: 600_000 });
    expect(
      await waitFor('the first failure to be recorded', async () => {
        const view = await jobs.getJob(later.id);
        return view?.failedReason && view;
      }),
    ).toMatchObject({ status: 'waiting', attemptsMade: 1, failedReason: 'not yet 1' });

    const deadLetters = await jobs.listFailed();
    expect(deadLetters.map((view) => [view.id, view.failedReason])).toEqual([
      [second.id, 'the payload can never work'],
      [first.id, 'first failed attempt 2'],
    ]);
    expect((await jobs.listFailed(1)).map((view) => view.id)).toEqual([second.id]);
  });

  it('refuses to be created with a catalogue name that has no handler, or a handler without one', () => {
    type Two = { 'test.one': { n: number }; 'test.two': { n: number } };
    const catalogue: JobCatalogue<Two> = { 'test.one': {}, 'test.two': {} };
    const one = async () => undefined;
    const missing = { 'test.one': one } as unknown as JobHandlers<Two>;
    expect(() => open<Two>({ queue: queueName(), catalogue, handlers: missing })).toThrow(
      /no handler.*test\.two/,
    );
    const extra = { 'test.one': one, 'test.two': one, 'test.three': one } as JobHandlers<Two>;
    expect(() => open<Two>({ queue: queueName(), catalogue, handlers: extra })).toThrow(/test\.three/);
  });

  it('runs no more than `concurrency` jobs at once', async () => {
    const release = handlerGate();
    let running = 0;
    let mostAtOnce = 0;
    const jobs = open<Echo>({
      queue: queueName(),
      concurrency: 2,
      catalogue: echoCatalogue,
      handlers: {
        'test.echo': async () => {
          running++;
          mostAtOnce = Math.max(mostAtOnce, running);
          await release.opened;
          running--;
        },
      },
    });
    await jobs.start();

    const added = await Promise.all([1, 2, 3, 4, 5].map((n) => jobs.enqueue('test.echo', { text: `${n}` })));
    await waitFor('two jobs to run', async () => running >= 2);
    // Time for a third to start, if the bound did not hold; not a condition that can be awaited.
    await sleep(500);
    expect(mostAtOnce).toBe(2);
    release.open();
    for (const { id } of added) await waitForStatus(jobs, id, 'completed');
    expect(mostAtOnce).toBe(2);
  });

  it('keeps a job enqueued while no worker runs, and runs it when one starts', async () => {
    const queue = queueName();
    const runBy: string[] = [];
    const handlers = (who: string): JobHandlers<Echo> => ({
      'test.echo': async () => void runBy.push(who),
    });
    const producer = open<Echo>({ queue, catalogue: echoCatalogue, handlers: handlers('producer') });
    const { id } = await producer.enqueue('test.echo', { text: 'later' });
    await sleep(300);
    expect(await producer.getJob(id)).toMatchObject({ status: 'waiting', attemptsMade: 0 });
    await producer.close();

    const worker = open<Echo>({ queue, catalogue: echoCatalogue, handlers: handlers('worker') });
    await worker.start();
    await waitForStatus(worker, id, 'completed');
    expect(runBy).toEqual(['worker']);
  });

  it('closes after the running handlers settled, having aborted their signal', async () => {
    const queue = queueName();
    const started = handlerGate();
    const finish = handlerGate();
    let abortedWhenDone: boolean | undefined;
    const jobs = open<Echo>({
      queue,
      catalogue: echoCatalogue,
      handlers: {
        'test.echo': async (_payload, { signal }) => {
          started.open();
          await finish.opened;
          abortedWhenDone = signal.aborted;
          return 'finished anyway';
        },
      },
    });
    await jobs.start();
    const { id } = await jobs.enqueue('test.echo', { text: 'long' });
    await started.opened;

    let closed = false;
    const closing = jobs.close().then(() => (closed = true));
    await sleep(300);
    expect(closed).toBe(false);
    finish.open();
    await closing;
    expect(abortedWhenDone).toBe(true);

    const reopened = open<Echo>({
      queue,
      catalogue: echoCatalogue,
      handlers: { 'test.echo': async () => 'again' },
    });
    expect(await reopened.getJob(id)).toMatchObject({ status: 'completed', result: 'finished anyway' });
  });

  it('runs again, without counting the attempt, a job whose handler gave up when closing', async () => {
    const queue = queueName();
    const started = handlerGate();
    const attempts: number[] = [];
    const jobs = open<Echo>({
      queue,
      catalogue: echoCatalogue,
      handlers: {
        'test.echo': async (_payload, { attempt, signal }) => {
          attempts.push(attempt);
          started.open();
          await aborted(signal);
          throw new Error('stopped early');
        },
      },
    });
    await jobs.start();
    const { id } = await jobs.enqueue('test.echo', { text: 'long' });
    await started.opened;
    await jobs.close();

    const next = open<Echo>({
      queue,
      catalogue: echoCatalogue,
      handlers: {
        'test.echo': async (_payload, { attempt }) => {
          attempts.push(attempt);
          return 'done';
        },
      },
    });
    expect(await next.getJob(id)).toMatchObject({ status: 'waiting', attemptsMade: 0 });
    await next.start();
    expect(await waitForStatus(next, id, 'completed')).toMatchObject({ attemptsMade: 1, result: 'done' });
    expect(attempts).toEqual([1, 1]);
  });
}

function queueName(): string {
  return `contract-${randomUUID().slice(0, 8)}`;
}

export async function waitForStatus(
  jobs: Pick<Jobs<JobPayloads>, 'getJob'>,
  id: string,
  status: JobStatus,
  timeoutMs?: number,
): Promise<JobView> {
  return waitFor(
    `job ${id} to be ${status}`,
    async () => {
      const view = await jobs.getJob(id);
      return view?.status === status && view;
    },
    timeoutMs,
  );
}
