import { bullmqJobId } from '@platform/jobs/bullmq/bullmq-job-id';

/** BullMQ's own checks on a custom job id (bullmq/dist/cjs/classes/job.js, addJob). */
function isAcceptedByBullmq(id: string): boolean {
  return `${parseInt(id, 10)}` !== id && !id.includes(':');
}

describe('bullmqJobId', () => {
  it('keeps a key BullMQ accepts as it is', () => {
    expect(bullmqJobId('3f0e8a1c-7d5e-4b8e-9a51-0c6f1b2d4e7a')).toBe('3f0e8a1c-7d5e-4b8e-9a51-0c6f1b2d4e7a');
    expect(bullmqJobId('export 42/é')).toBe('export 42/é');
  });

  it("encodes ':' and the first character of a key that reads as an integer", () => {
    expect(bullmqJobId('order:42')).toBe('order%3A42');
    expect(bullmqJobId('42')).toBe('%342');
    expect(bullmqJobId('-7')).toBe('%2D7');
    expect(bullmqJobId('0')).toBe('%30');
  });

  it('maps distinct keys to distinct ids BullMQ accepts, and can be reversed', () => {
    const keys = ['a:b', 'a%3Ab', 'a%253Ab', '%', '%25', '42', '%342', ':', '0', '007', '1e3', 'plain'];
    const ids = keys.map(bullmqJobId);
    expect(new Set(ids).size).toBe(keys.length);
    for (const [i, id] of ids.entries()) {
      expect(isAcceptedByBullmq(id)).toBe(true);
      expect(decodeURIComponent(id)).toBe(keys[i]);
    }
  });
});
