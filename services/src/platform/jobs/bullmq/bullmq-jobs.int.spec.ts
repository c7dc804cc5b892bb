import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { createBullmqJobs } from '@platform/jobs/bullmq/bullmq-jobs';
import { nextDailyOccurrence } from '@platform/jobs/job-values';
import { jobsContract } from '@platform/jobs/jobs.contract';
import { deleteRedisKeys, testRedisUrl } from '@platform/jobs/testing/test-redis';

describe('BullMQ jobs on Redis', () => {
  jobsContract(async () => {
    // Under a prefix of this run's own, which is deleted afterwards: the Redis is shared.
    const prefix = `test-jobs-${randomUUID()}`;
    return {
      open: ({ queue, catalogue, handlers, concurrency }) =>
        createBullmqJobs({ redisUrl: testRedisUrl, prefix, queue, concurrency }, catalogue, handlers),
      dispose: () => deleteRedisKeys(`${prefix}:*`),
    };
  });

  it('keeps a daily schedule on the wire’s clock, not the server’s', async () => {
    const prefix = `test-jobs-${randomUUID()}`;
    const queue = 'nightly';
    const jobs = createBullmqJobs(
      { redisUrl: testRedisUrl, prefix, queue },
      { 'test.echo': {} },
      { 'test.echo': async () => undefined },
    );
    const view = new Queue(queue, { connection: { url: testRedisUrl }, prefix });
    try {
      const before = new Date();
      await jobs.schedule('nightly-echo', { dailyAt: '02:00' }, 'test.echo', {});
      const scheduler = await view.getJobScheduler('nightly-echo');
      expect(scheduler?.tz).toBe('Asia/Shanghai');
      expect(scheduler?.next).toBe(nextDailyOccurrence('02:00', before).getTime());
    } finally {
      await view.close();
      await jobs.close();
      await deleteRedisKeys(`${prefix}:*`);
    }
  });
});
