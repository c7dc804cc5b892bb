import type { Client } from 'pg';
import { apiCall } from '@platform/http/api-client';
import { reconciliationStreamId } from '@services/money/reconciliation/reconciliation.stream';
import { sleep } from '@bench/support/concurrent-writers';

/** Often enough to place each step within a tenth of a second, rarely enough not to load the server. */
const pollMs = 100;
/** A run that has not shown its figures by then is stuck, not slow. */
const deadlineMs = 30 * 60_000;

export interface ProductRun {
  /** Until the day's figures and differences were visible, from the call that started the run. */
  ms: number;
  /** When each step was first seen, in ms from that call. */
  steps: ReadonlyMap<string, number>;
  attemptsMade: number;
  /** Why an attempt before the last failed, if one did. */
  retriedAfter?: string;
}

/** What one look at the database tells of the run. */
interface RunState {
  status: 'waiting' | 'active' | 'completed' | 'failed';
  progress: number;
  attemptsMade: number;
  failedReason: string | null;
  started: boolean;
  appended: boolean;
  visible: boolean;
}

/** The product's time: until the day's figures and differences, and so its abnormal orders, can be read. */
const figuresVisible = 'figures and differences in the read model (abnormal orders readable)';
const appended = 'recorded (the day’s events appended)';

/**
 * Reconciles `date` as an operator does (orderInfo/reconciliation/run: a job of the product's
 * worker, in process, that stages the bank's statement in the database page by page, matches it
 * against our records in SQL, records the day's figures and differences as events, which the
 * product's projection writes to the read model). The run is followed
 * in the database (the in-process job's row, the event store, the read model), where a busy
 * product cannot delay the answer. An attempt that failed before recording anything fails the
 * bench at once: the retries would only repeat it. A failure says which steps were seen first.
 */
export async function reconcileThroughProduct(
  url: string,
  token: string,
  client: Client,
  date: string,
): Promise<ProductRun> {
  const started = performance.now();
  const steps = new Map<string, number>();
  const mark = (step: string, reached: boolean) => {
    if (reached && !steps.has(step)) steps.set(step, performance.now() - started);
  };
  try {
    const run = `prepaid-transaction/orderInfo/reconciliation/run?date=${date}`;
    const { jobId } = await apiCall<{ jobId: string }>(url, token, 'POST', run);
    let retriedAfter: string | undefined;
    while (performance.now() - started < deadlineMs) {
      const state = await runState(client, jobId, date);
      if (state.status === 'failed') throw new Error(`the reconciliation job failed: ${state.failedReason}`);
      mark('job taken by the worker', state.started);
      // The job reports 30 once it has staged the statement and 60 once it has matched it.
      mark('statement read from the bank and staged (job progress 30)', state.progress >= 30);
      mark('matched in SQL (job progress 60)', state.progress >= 60);
      mark(appended, state.appended);
      mark(figuresVisible, state.visible);
      mark('job completed', state.status === 'completed');
      if (state.status === 'completed' && state.visible)
        return { ms: steps.get(figuresVisible)!, steps, attemptsMade: state.attemptsMade, retriedAfter };
      // Waiting once an attempt was made: that attempt failed, and the job will retry.
      if (state.status === 'waiting' && state.attemptsMade > 0 && retriedAfter === undefined) {
        retriedAfter = state.failedReason ?? 'no reason recorded';
        if (!state.appended)
          throw new Error(`the reconciliation job's first attempt failed before recording: ${retriedAfter}`);
      }
      await sleep(pollMs);
    }
    throw new Error(`the reconciliation of ${date} showed no figures within ${deadlineMs / 60_000} minutes`);
  } catch (error) {
    const seen = [...steps].map(([step, at]) => `${step} at ${(at / 1000).toFixed(1)} s`);
    throw new Error(`${String(error)}; seen before: ${seen.join(', ') || 'nothing'}`, { cause: error });
  }
}

async function runState(client: Client, jobId: string, date: string): Promise<RunState> {
  const { rows } = await client.query<RunState>(
    `SELECT status, progress, attempts_made AS "attemptsMade", failed_reason AS "failedReason",
            started_at IS NOT NULL AS started,
            EXISTS (SELECT 1 FROM es_events WHERE stream_id = $2) AS appended,
            EXISTS (SELECT 1 FROM prepaid_reconciliation_day_figures WHERE recon_date = $3::date) AS visible
       FROM jobs WHERE id = $1`,
    [jobId, reconciliationStreamId(date), date],
  );
  if (rows.length === 0) throw new Error(`no job ${jobId} in the product's job table`);
  return rows[0]!;
}
