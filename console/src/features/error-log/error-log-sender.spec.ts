import { errorLogStore, type ErrorLogEntry } from '@console/features/error-log/error-log-store';
import { startErrorLogSender } from '@console/features/error-log/error-log-sender';

const entry = (message: string): ErrorLogEntry => ({
  type: 'error',
  message,
  stack: '',
  info: '',
  url: 'http://localhost/#/',
  time: '2026-11-24 10:00:00',
});

describe('startErrorLogSender', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    errorLogStore.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('posts new entries in batches, oldest first, each once', async () => {
    const posts: string[][] = [];
    const stop = startErrorLogSender(async (errors) => void posts.push(errors.map((e) => e.message)), 1000);
    errorLogStore.add(entry('a'));
    errorLogStore.add(entry('b'));
    jest.advanceTimersByTime(1000);
    errorLogStore.add(entry('c'));
    jest.advanceTimersByTime(1000);
    jest.advanceTimersByTime(1000);
    stop();
    expect(posts).toEqual([['a', 'b'], ['c']]);
  });

  it('drops a batch whose post fails, without logging the failure or posting again', async () => {
    let calls = 0;
    const stop = startErrorLogSender(() => {
      calls++;
      return Promise.reject(new Error('offline'));
    }, 1000);
    errorLogStore.add(entry('a'));
    jest.advanceTimersByTime(3000);
    await Promise.resolve();
    stop();
    expect(calls).toBe(1);
    expect(errorLogStore.getSnapshot()).toHaveLength(1);
  });
});
