import type { Job, JobState } from 'bullmq';
import type { JobStatus, JobView } from '@platform/jobs/jobs.port';
import { assertNever } from '@platform/lang/assert-never';

/**
 * What BullMQ stores for a job: the payload, and a token naming the enqueue call that added it.
 * BullMQ answers an add whose id exists exactly as it answers a new one; reading the token back
 * tells the caller whether its own call added the job (bullmq-jobs.ts).
 */
export interface BullmqEnvelope {
  payload: unknown;
  enqueueToken: string;
}

export function toJobView(job: Job<BullmqEnvelope>, state: JobState): JobView {
  const status = statusOf(state);
  const finished = status === 'completed' || status === 'failed';
  return {
    id: String(job.id),
    name: job.name,
    payload: job.data.payload,
    status,
    // BullMQ leaves the last reported value; the SQL adapter records 100 on completion.
    progress: status === 'completed' ? 100 : typeof job.progress === 'number' ? job.progress : 0,
    // BullMQ counts an attempt when it ends; the port counts it from when it starts.
    attemptsMade: job.attemptsMade + (status === 'active' ? 1 : 0),
    maxAttempts: job.opts.attempts ?? 1,
    ...(job.failedReason && status !== 'completed' ? { failedReason: job.failedReason } : {}),
    ...(job.returnvalue !== null && job.returnvalue !== undefined ? { result: job.returnvalue } : {}),
    createdAt: new Date(job.timestamp),
    ...(finished && job.finishedOn ? { finishedAt: new Date(job.finishedOn) } : {}),
  };
}

/** Delayed (a retry's backoff), prioritized and waiting-children jobs are all waiting their turn. */
function statusOf(state: JobState): JobStatus {
  switch (state) {
    case 'completed':
    case 'failed':
    case 'active':
    case 'waiting':
      return state;
    case 'delayed':
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    default:
      return assertNever(state);
  }
}
