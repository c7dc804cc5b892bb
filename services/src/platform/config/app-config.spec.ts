import { loadConfig } from '@platform/config/app-config';

describe('the job queue a deployment names (JOB_QUEUE)', () => {
  it('is the adapters’ default when unset', () => {
    expect(loadConfig({}).jobQueue).toBeUndefined();
  });

  it('takes a name of letters, digits, dashes and underscores', () => {
    expect(loadConfig({ JOB_QUEUE: 'staging_2' }).jobQueue).toBe('staging_2');
  });

  it('refuses a name BullMQ would split into other keys', () => {
    expect(() => loadConfig({ JOB_QUEUE: 'prod:jobs' })).toThrow(/JOB_QUEUE takes letters/);
  });
});

describe("how long a worker's lock on a running job lasts (JOB_LOCK_MS)", () => {
  it('is BullMQ’s 30 s when unset, and what the deployment names otherwise', () => {
    expect(loadConfig({}).jobLockMs).toBe(30_000);
    expect(loadConfig({ JOB_LOCK_MS: '10000' }).jobLockMs).toBe(10_000);
  });

  it('refuses what is not a whole number of milliseconds above zero', () => {
    expect(() => loadConfig({ JOB_LOCK_MS: '0' })).toThrow(/JOB_LOCK_MS/);
    expect(() => loadConfig({ JOB_LOCK_MS: 'soon' })).toThrow(/JOB_LOCK_MS/);
  });
});
