import { assertHandlersMatchCatalogue, resolveEnqueueOptions } from '@platform/jobs/job-catalogue';
import type { JobCatalogue, JobHandlers } from '@platform/jobs/jobs.port';

type Mail = { 'mail.send': { to: string }; 'mail.digest': { day: string } };
const catalogue: JobCatalogue<Mail> = {
  'mail.send': {},
  'mail.digest': { attempts: 5, backoffMs: 250, idempotencyKey: ({ day }) => `digest-${day}` },
};
const handler = async () => undefined;

describe('resolveEnqueueOptions', () => {
  it('defaults to 3 attempts, a 1 s backoff and a fresh key', () => {
    const first = resolveEnqueueOptions(catalogue, 'mail.send', { to: 'a@b.c' });
    const second = resolveEnqueueOptions(catalogue, 'mail.send', { to: 'a@b.c' });
    expect(first).toMatchObject({ attempts: 3, backoffMs: 1000 });
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it("takes the catalogue's policy, and the caller's options over it", () => {
    expect(resolveEnqueueOptions(catalogue, 'mail.digest', { day: '2026-01-31' })).toEqual({
      idempotencyKey: 'digest-2026-01-31',
      attempts: 5,
      backoffMs: 250,
      delayMs: 0,
    });
    expect(
      resolveEnqueueOptions(
        catalogue,
        'mail.digest',
        { day: '2026-01-31' },
        { idempotencyKey: 'mine', attempts: 1, backoffMs: 0, delayMs: 5000 },
      ),
    ).toEqual({ idempotencyKey: 'mine', attempts: 1, backoffMs: 0, delayMs: 5000 });
  });

  it('refuses attempts, backoffs and keys that no store can hold, and names outside the catalogue', () => {
    const enqueue = (options: object) => () =>
      resolveEnqueueOptions(catalogue, 'mail.send', { to: 'x' }, options);
    expect(enqueue({ attempts: 0 })).toThrow(RangeError);
    expect(enqueue({ attempts: 1.5 })).toThrow(RangeError);
    expect(enqueue({ backoffMs: -1 })).toThrow(RangeError);
    expect(enqueue({ backoffMs: 2 ** 31 })).toThrow(RangeError);
    expect(enqueue({ idempotencyKey: '' })).toThrow(RangeError);
    expect(enqueue({ delayMs: -1 })).toThrow(RangeError);
    expect(enqueue({ delayMs: 2 ** 31 })).toThrow(RangeError);
    const unknownName = 'mail.unknown' as keyof Mail;
    expect(() => resolveEnqueueOptions(catalogue, unknownName, { to: 'x', day: 'y' })).toThrow(
      /not in the catalogue/,
    );
  });
});

describe('assertHandlersMatchCatalogue', () => {
  it('accepts one handler per name', () => {
    expect(() =>
      assertHandlersMatchCatalogue(catalogue, { 'mail.send': handler, 'mail.digest': handler }),
    ).not.toThrow();
  });

  it('names every job without a handler, and every handler without a job', () => {
    const none = {} as JobHandlers<Mail>;
    expect(() => assertHandlersMatchCatalogue(catalogue, none)).toThrow(
      'no handler for job(s): mail.send, mail.digest',
    );
    const notAFunction = { 'mail.send': handler, 'mail.digest': 'oops' } as unknown as JobHandlers<Mail>;
    expect(() => assertHandlersMatchCatalogue(catalogue, notAFunction)).toThrow(
      'no handler for job(s): mail.digest',
    );
    const extra = { 'mail.send': handler, 'mail.digest': handler, 'mail.sned': handler } as JobHandlers<Mail>;
    expect(() => assertHandlersMatchCatalogue(catalogue, extra)).toThrow('not in the catalogue: mail.sned');
  });
});
