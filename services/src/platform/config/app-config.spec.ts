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
