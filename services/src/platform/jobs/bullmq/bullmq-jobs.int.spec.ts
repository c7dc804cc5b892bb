import { randomUUID } from 'node:crypto';
import { createBullmqJobs } from '@platform/jobs/bullmq/bullmq-jobs';
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
});
