import { sql } from 'kysely';
import { jobsEnqueuedChannel } from '@platform/jobs/in-process/job-runner';
import type { JobStatus } from '@platform/jobs/jobs.port';
import { waitFor } from '@platform/jobs/testing/probes';
import type { Runtime } from '@platform/runtime/runtime-services';

/**
 * Runs now, as if its delay had passed, the newest job `name` waiting in the in-process queue
 * whose payload's `field` is `value`, and waits until it has run: that queue's delays end by the
 * database's clock, which no test clock moves. Answers how its attempt ended; undefined when no
 * such job waits.
 */
export async function jobMadeDue(
  runtime: Runtime,
  name: string,
  [field, value]: readonly [string, string],
): Promise<JobStatus | undefined> {
  const { database } = runtime.infrastructure;
  const newest = database.db
    .selectFrom('jobs')
    .select(({ fn }) => fn.max('id').as('id'))
    .where('name', '=', name)
    .where('status', '=', 'waiting')
    .where(sql<string>`payload ->> ${field}`, '=', value);
  const job = await database.db
    .updateTable('jobs')
    .set({ run_after: sql`now()` })
    .where('id', '=', newest)
    .returning('id')
    .executeTakeFirst();
  if (!job) return undefined;
  // Wakes the runner on PostgreSQL; on PGlite it finds the job at its next look, within a second.
  await database.notify(jobsEnqueuedChannel);
  return waitFor(`job ${job.id} run`, async () => {
    const { status } = (await runtime.jobs.getJob(job.id))!;
    return (status === 'completed' || status === 'failed') && status;
  });
}
