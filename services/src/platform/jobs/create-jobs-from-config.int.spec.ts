import { randomUUID } from 'node:crypto';
import { openPglite, type SqlDatabase } from '@platform/database/database';
import { createJobsFromConfig } from '@platform/jobs/create-jobs-from-config';
import { waitForStatus } from '@platform/jobs/jobs.contract';
import type { JobCatalogue, JobHandlers, Jobs } from '@platform/jobs/jobs.port';
import { deleteRedisKeys, testRedisUrl as redisUrl } from '@platform/jobs/testing/test-redis';
import { migrateToLatest } from '@infra/migrations/migrate';

type Echo = { 'test.echo': { text: string } };
const catalogue: JobCatalogue<Echo> = { 'test.echo': {} };
const handlers: JobHandlers<Echo> = { 'test.echo': async ({ text }) => text };

describe('createJobsFromConfig', () => {
  let database: SqlDatabase;
  beforeAll(async () => {
    database = await openPglite('memory://');
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  /** Proves the adapter works, not just that it was built: a job goes through it. */
  async function runOneJob(jobs: Jobs<Echo>): Promise<void> {
    try {
      await jobs.start();
      const { id } = await jobs.enqueue('test.echo', { text: 'through' });
      expect(await waitForStatus(jobs, id, 'completed')).toMatchObject({ result: 'through' });
      // The failed set of a fresh queue is empty in either store.
      expect(await jobs.listFailed()).toEqual([]);
    } finally {
      await jobs.close();
    }
  }

  it('runs jobs in the SQL database when there is no Redis URL', async () => {
    const jobs = createJobsFromConfig(
      { redisUrl: undefined, database, queue: `config-${randomUUID()}` },
      catalogue,
      handlers,
    );
    expect(jobs.kind).toBe('in-process');
    await runOneJob(jobs);
  });

  it('runs jobs on BullMQ when a Redis URL is given', async () => {
    const queue = `config-${randomUUID()}`;
    const jobs = createJobsFromConfig({ redisUrl, database, queue }, catalogue, handlers);
    try {
      expect(jobs.kind).toBe('bullmq');
      await runOneJob(jobs);
      // The job is in Redis, not in the SQL table.
      const rows = await database.db.selectFrom('jobs').select('id').where('queue', '=', queue).execute();
      expect(rows).toEqual([]);
    } finally {
      // BullMQ's default key prefix: the config has no say in it.
      await deleteRedisKeys(`bull:${queue}:*`);
    }
  });

  it('refuses a catalogue name without a handler, whichever the adapter', () => {
    const missing = {} as JobHandlers<Echo>;
    for (const redis of [undefined, redisUrl]) {
      expect(() => createJobsFromConfig({ redisUrl: redis, database }, catalogue, missing)).toThrow(
        /no handler/,
      );
    }
  });
});
