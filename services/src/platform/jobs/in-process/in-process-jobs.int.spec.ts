import { randomUUID } from 'node:crypto';
import { openPglite, openPostgres, type SqlDatabase } from '@platform/database/database';
import { createInProcessJobs, type InProcessJobsOptions } from '@platform/jobs/in-process/in-process-jobs';
import { JobsRepository } from '@platform/jobs/in-process/jobs.repository';
import { type JobsFixture, jobsContract, waitForStatus } from '@platform/jobs/jobs.contract';
import type { JobCatalogue, JobHandlers, Jobs } from '@platform/jobs/jobs.port';
import { sleep } from '@platform/jobs/testing/probes';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { migrateToLatest } from '@infra/migrations/migrate';

async function migrated(database: SqlDatabase): Promise<SqlDatabase> {
  await migrateToLatest(database.db);
  return database;
}

/**
 * A poll far longer than any test: the contract then also proves that an enqueue wakes the
 * runner and that a retry runs when due, without the fallback poll finding them.
 */
const testTiming = { pollMs: 60_000, campaignEveryMs: 100 };

function fixtureOn(database: SqlDatabase): JobsFixture {
  return {
    open: ({ queue, catalogue, handlers, concurrency }) =>
      createInProcessJobs({ database, queue, concurrency, ...testTiming }, catalogue, handlers),
    dispose: () => database.close(),
  };
}

type Echo = { 'test.echo': { text: string } };
const catalogue: JobCatalogue<Echo> = { 'test.echo': {} };

describe('in-process jobs on PGlite', () => {
  describe('contract', () => {
    jobsContract(async () => fixtureOn(await migrated(await openPglite('memory://'))));
  });

  describe('after a process died during an attempt', () => {
    let database: SqlDatabase;
    beforeAll(async () => {
      database = await migrated(await openPglite('memory://'));
    });
    afterAll(async () => {
      await database.close();
    });

    /** Leaves the job as a runner that died during its `attempt`th attempt would have. */
    async function dieDuringAttempt(id: string, attempt: number): Promise<void> {
      await database.db
        .updateTable('jobs')
        .set({ status: 'active', attempts_made: attempt })
        .where('id', '=', id)
        .execute();
    }

    it('the next runner returns its jobs to waiting, the cut-short attempt counted', async () => {
      const queue = `recovery-${randomUUID()}`;
      const attempts: number[] = [];
      const handlers: JobHandlers<Echo> = {
        'test.echo': async (_payload, { attempt }) => void attempts.push(attempt),
      };
      const before = createInProcessJobs({ database, queue, ...testTiming }, catalogue, handlers);
      const retried = await before.enqueue('test.echo', { text: 'retried' });
      const exhausted = await before.enqueue('test.echo', { text: 'exhausted' }, { attempts: 2 });
      await dieDuringAttempt(retried.id, 1);
      await dieDuringAttempt(exhausted.id, 2);

      const after = createInProcessJobs({ database, queue, ...testTiming }, catalogue, handlers);
      try {
        await after.start();
        expect(await waitForStatus(after, retried.id, 'completed')).toMatchObject({ attemptsMade: 2 });
        expect(attempts).toEqual([2]);
        expect(await after.getJob(exhausted.id)).toMatchObject({
          status: 'failed',
          attemptsMade: 2,
          failedReason: expect.stringMatching(/^interrupted/),
        });
      } finally {
        await after.close();
      }
    });

    it('a runner that finishes an attempt late cannot overwrite the attempt that followed it', async () => {
      const queue = `fence-${randomUUID()}`;
      const repository = new JobsRepository(database.db, queue);
      const jobs = createInProcessJobs({ database, queue, ...testTiming }, catalogue, {
        'test.echo': async () => 'unused',
      });
      const { id } = await jobs.enqueue('test.echo', { text: 'contested' });
      const lateAttempt = await repository.claimNext();
      // Its runner lost the lock; the next one returned the job to waiting and claimed it again.
      await repository.recoverInterrupted();
      const currentAttempt = await repository.claimNext();
      expect([lateAttempt?.id, currentAttempt?.id]).toEqual([id, id]);

      await repository.setProgress(lateAttempt!, 90);
      await repository.finishAttempt(lateAttempt!, { kind: 'completed', resultJson: '"late"' });
      expect(await jobs.getJob(id)).toMatchObject({ status: 'active', progress: 0, attemptsMade: 2 });

      await repository.finishAttempt(currentAttempt!, { kind: 'completed', resultJson: '"current"' });
      expect(await jobs.getJob(id)).toMatchObject({ status: 'completed', result: 'current' });
    });
  });
});

describe('in-process jobs on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase('jobs_contract');
    const database = await migrated(openPostgres(scratch.url, 2));
    await database.close();
  });
  afterAll(async () => {
    await scratch.drop();
  });

  describe('contract', () => {
    jobsContract(async () => fixtureOn(openPostgres(scratch.url, 10)));
  });

  describe('with several processes', () => {
    const processes: { database: SqlDatabase; jobs: Jobs<Echo> }[] = [];
    afterEach(async () => {
      for (const { database, jobs } of processes.splice(0)) {
        await jobs.close();
        await database.close();
      }
    });

    /** A process of its own: its own pool, so its own sessions, locks and notifications. */
    function startProcess(
      queue: string,
      handlers: JobHandlers<Echo>,
      options: Partial<InProcessJobsOptions> = {},
    ) {
      const database = openPostgres(scratch.url, 4);
      const jobs = createInProcessJobs({ database, queue, ...testTiming, ...options }, catalogue, handlers);
      processes.push({ database, jobs });
      return jobs;
    }

    it('one runner works a queue while the others stand by, and one of them takes over when it stops', async () => {
      const queue = `election-${randomUUID()}`;
      const runBy: string[] = [];
      const runner = (name: string): JobHandlers<Echo> => ({
        'test.echo': async () => void runBy.push(name),
      });
      const first = startProcess(queue, runner('first'));
      await first.start();
      const second = startProcess(queue, runner('second'));
      await second.start();

      const early = await Promise.all([1, 2, 3, 4].map((n) => second.enqueue('test.echo', { text: `${n}` })));
      for (const { id } of early) await waitForStatus(first, id, 'completed');
      expect(runBy).toEqual(['first', 'first', 'first', 'first']);

      await first.close();
      const late = await second.enqueue('test.echo', { text: 'late' });
      await waitForStatus(second, late.id, 'completed');
      expect(runBy.slice(4)).toEqual(['second']);
    });

    it('an enqueue in another process wakes the runner before its poll would', async () => {
      const queue = `notify-${randomUUID()}`;
      const worker = startProcess(queue, { 'test.echo': async () => 'ran' }, { pollMs: 600_000 });
      await worker.start();
      // Let the runner find the queue empty and go to sleep first.
      await sleep(300);

      const api = startProcess(queue, { 'test.echo': async () => {} });
      const { id } = await api.enqueue('test.echo', { text: 'wake up' });
      expect(await waitForStatus(api, id, 'completed')).toMatchObject({ result: 'ran' });
    });
  });
});
