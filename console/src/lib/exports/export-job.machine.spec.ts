import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { JobDetail } from '@console/lib/exports/export-job';
import { exportJobMachine, pollIntervalMs } from '@console/lib/exports/export-job.machine';

const job = (status: JobDetail['status'], progress: number, link: string | null = null): JobDetail => ({
  id: 'j1',
  status,
  progress,
  link,
  fileName: link ? '商户统计.xlsx' : null,
  rows: link ? 3 : null,
  error: status === 'failed' ? '磁盘已满' : null,
});

function exportWith(answers: JobDetail[]) {
  const clock = new SimulatedClock();
  const downloaded: JobDetail[] = [];
  const read: string[] = [];
  const actor = createActor(
    exportJobMachine.provide({
      actors: {
        startExport: fromPromise(() => Promise.resolve({ jobId: 'j1' })),
        readJob: fromPromise<JobDetail, string>(({ input }) => {
          read.push(input);
          return Promise.resolve(answers.shift() ?? job('failed', 0));
        }),
      },
      actions: { download: (_, params) => void downloaded.push(params.job) },
    }),
    { clock },
  ).start();
  return { actor, clock, downloaded, read };
}

describe('an export job', () => {
  it('reads the job every second until it is done, then downloads its file once', async () => {
    const { actor, clock, downloaded, read } = exportWith([
      job('waiting', 0),
      job('active', 50),
      job('completed', 100, '/api/blade-resource/oss/endpoint/file/x.xlsx'),
    ]);
    actor.send({ type: 'export.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    expect(actor.getSnapshot().context.job?.status).toBe('waiting');
    clock.increment(pollIntervalMs);
    await waitFor(actor, (snapshot) => snapshot.context.job?.progress === 50);
    clock.increment(pollIntervalMs);
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(read).toEqual(['j1', 'j1', 'j1']);
    expect(downloaded.map((detail) => detail.link)).toEqual(['/api/blade-resource/oss/endpoint/file/x.xlsx']);
  });

  it('stops at a failed job without a download', async () => {
    const { actor, downloaded } = exportWith([job('failed', 10)]);
    actor.send({ type: 'export.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.job?.error).toBe('磁盘已满');
    expect(downloaded).toEqual([]);
  });

  it('closes back to idle', async () => {
    const { actor } = exportWith([job('failed', 10)]);
    actor.send({ type: 'export.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'export.close' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
