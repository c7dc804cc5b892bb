import { assign, fromPromise, setup } from 'xstate';
import { type ExportStarted, isFinished, type JobDetail } from '@console/lib/exports/export-job';

interface ExportContext {
  jobId: string | null;
  job: JobDetail | undefined;
}

/** How long between two reads of the job. */
export const pollIntervalMs = 1000;

/**
 * One export: start it (the call answers a job id), read the job every second until it is
 * completed or failed, then hand the file over. The calls and the download are supplied by the
 * screen with `.provide()`.
 */
export const exportJobMachine = setup({
  types: {} as { context: ExportContext; events: { type: 'export.start' } | { type: 'export.close' } },
  actors: {
    startExport: fromPromise<ExportStarted>(() => Promise.resolve({ jobId: '' })),
    readJob: fromPromise<JobDetail, string>(() => Promise.reject(new Error('readJob not provided'))),
  },
  guards: {
    isFinished: ({ context }) => context.job !== undefined && isFinished(context.job),
    hasFile: ({ context }) => context.job?.status === 'completed' && context.job.link !== null,
  },
  actions: {
    download: (_, _params: { job: JobDetail }) => undefined,
  },
  delays: { poll: pollIntervalMs },
}).createMachine({
  id: 'exportJob',
  context: { jobId: null, job: undefined },
  initial: 'idle',
  states: {
    idle: { on: { 'export.start': 'starting' } },
    starting: {
      entry: assign({ jobId: null, job: undefined }),
      invoke: {
        src: 'startExport',
        onDone: { target: 'reading', actions: assign({ jobId: ({ event }) => event.output.jobId }) },
        onError: 'idle', // the client has shown why
      },
    },
    reading: {
      invoke: {
        src: 'readJob',
        input: ({ context }) => context.jobId ?? '',
        onDone: { target: 'checking', actions: assign({ job: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    checking: {
      always: [
        {
          guard: 'hasFile',
          target: 'done',
          actions: { type: 'download', params: ({ context }) => ({ job: context.job! }) },
        },
        { guard: 'isFinished', target: 'failed' },
        { target: 'waiting' },
      ],
    },
    waiting: { after: { poll: 'reading' } },
    done: { on: { 'export.close': 'idle', 'export.start': 'starting' } },
    failed: { on: { 'export.close': 'idle', 'export.start': 'starting' } },
  },
  on: { 'export.close': '.idle' },
});
