import { maxDelayMs } from '@platform/jobs/job-catalogue';
import { failureReason, progressPercent } from '@platform/jobs/job-values';
import { type JobHandler, UnrecoverableJobError } from '@platform/jobs/jobs.port';
import type { AttemptOutcome, JobRow, JobsRepository } from '@platform/jobs/in-process/jobs.repository';

export interface AttemptDependencies {
  repository: JobsRepository;
  handlerFor(name: string): JobHandler<unknown> | undefined;
  onError(error: unknown): void;
}

/** Runs one claimed attempt and records what became of it. Never rejects: errors go to `onError`. */
export async function runAttempt(deps: AttemptDependencies, job: JobRow, signal: AbortSignal): Promise<void> {
  const outcome = await attemptOutcome(deps, job, signal);
  try {
    await deps.repository.finishAttempt(job, outcome);
  } catch (error) {
    // The job stays 'active' until the next runner start returns it to waiting.
    deps.onError(error);
  }
}

async function attemptOutcome(
  deps: AttemptDependencies,
  job: JobRow,
  signal: AbortSignal,
): Promise<AttemptOutcome> {
  try {
    const handler = deps.handlerFor(job.name);
    // Only a job enqueued by another version of the code can have a name this process does not know.
    if (!handler) throw new Error(`no handler for job "${job.name}" in this process`);
    const result = await handler(job.payload, {
      jobId: job.id,
      attempt: job.attempts_made,
      signal,
      reportProgress: async (percent) => deps.repository.setProgress(job, progressPercent(percent)),
    });
    return { kind: 'completed', resultJson: JSON.stringify(result ?? null) };
  } catch (error) {
    if (signal.aborted) return { kind: 'interrupted' };
    const retry = !(error instanceof UnrecoverableJobError) && job.attempts_made < job.max_attempts;
    return {
      kind: 'failed',
      reason: failureReason(error),
      retryInMs: retry ? exponentialBackoffMs(job.backoff_ms, job.attempts_made) : undefined,
    };
  }
}

/** BullMQ's 'exponential' backoff: the base after the first attempt, doubled after each further one. */
export function exponentialBackoffMs(backoffMs: number, attemptsMade: number): number {
  return Math.min(backoffMs * 2 ** (attemptsMade - 1), maxDelayMs);
}
