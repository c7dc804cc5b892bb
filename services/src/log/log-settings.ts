import { positiveInteger } from '@platform/config/app-config';

/** How blade-log writes and keeps its rows, read from the environment (README, "Logs"). */
export interface LogSettings {
  /** API_LOG=off stops recording API calls; errors and usual logs are always kept. */
  apiLog: boolean;
  /** LOG_RETENTION_DAYS: rows older than this are pruned once a day. */
  retentionDays: number;
  /** LOG_FLUSH_MS: the longest a row waits in memory before it is written. */
  flushMs: number;
  /** LOG_FLUSH_ROWS: a batch this large is written at once, without waiting for the timer. */
  flushRows: number;
  /**
   * LOG_BUFFER_ROWS: the most rows a table's buffer holds while the database is slow or down; a
   * row arriving beyond it is dropped and counted, so that a flood cannot exhaust memory.
   */
  bufferRows: number;
}

export function loadLogSettings(env: Readonly<NodeJS.ProcessEnv>): LogSettings {
  const apiLog = env.API_LOG ?? 'on';
  if (apiLog !== 'on' && apiLog !== 'off') throw new Error(`API_LOG is on or off, got "${apiLog}"`);
  return {
    apiLog: apiLog === 'on',
    retentionDays: positiveInteger(env.LOG_RETENTION_DAYS, 30, 'LOG_RETENTION_DAYS'),
    flushMs: positiveInteger(env.LOG_FLUSH_MS, 1000, 'LOG_FLUSH_MS'),
    flushRows: positiveInteger(env.LOG_FLUSH_ROWS, 500, 'LOG_FLUSH_ROWS'),
    bufferRows: positiveInteger(env.LOG_BUFFER_ROWS, 10_000, 'LOG_BUFFER_ROWS'),
  };
}
