/** @jest-environment jsdom */
import { errorLogStore, startErrorLog } from '@console/features/error-log/error-log-store';

describe('the front-end error log (SPEC §8)', () => {
  // 03:04:05 in Beijing: the entry's time is a wire date, whatever the browser's zone.
  beforeAll(() => startErrorLog(window, () => new Date('2026-01-01T19:04:05Z')));
  beforeEach(() => errorLogStore.clear());

  it('records an unhandled error with its type, message, stack, place, address and time', () => {
    const error = new Error('boom');
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: 'Uncaught Error: boom',
        filename: 'app.js',
        lineno: 3,
        colno: 7,
      }),
    );
    expect(errorLogStore.getSnapshot()).toEqual([
      {
        type: 'error',
        message: 'boom',
        stack: error.stack,
        info: 'app.js:3:7',
        url: window.location.href,
        time: '2026-01-02 03:04:05',
      },
    ]);
  });

  it('records a rejected promise nobody handled', () => {
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    event.reason = 'no answer';
    window.dispatchEvent(event);
    expect(errorLogStore.getSnapshot()).toMatchObject([
      { type: 'unhandledrejection', message: 'no answer', stack: '' },
    ]);
  });
});
