/** Seconds that `work` took, by the monotonic clock. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * Why a replay may stop short on a shared server: both stores read only events whose transaction
 * id is below the oldest still running anywhere on it (EVENTSTORE.md §1), so a transaction left
 * open after writing, in any database, hides everything appended since it began.
 */
export const hiddenEventsHint =
  '; is a transaction that wrote something still open on the server? (pg_stat_activity.backend_xid)';
