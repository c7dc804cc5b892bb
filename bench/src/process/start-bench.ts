import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  residentMemory,
  type ServerCommand,
  type ServerDatabase,
  withServer,
} from '@bench/process/server-process';
import type { LoadFigures } from '@bench/support/load/load-recipe';
import { runLoad } from '@bench/support/load/run-load';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { signIn } from '@bench/support/sign-in';
import { formatTable } from '@bench/support/text-table';
import { compiledScript } from '@platform/testing/compiled-script';

/**
 * `npm run bench start`: the product's cold start until /api/health answers, and its resident
 * memory, as `npm start` runs it (compiled JavaScript from dist/server) beside the way it ran
 * before (TypeScript compiled in memory by @swc-node/register at every start), alternately on
 * one migrated scratch database, in the same run; `npm start` itself too (its build check
 * included). Then the memory under a burst of authenticated list requests sent from a process
 * of its own. Last, the embedded default's first start on an empty data folder and its restart.
 */
const compiled: ServerCommand = {
  label: 'node dist/server (compiled)',
  program: process.execPath,
  args: [compiledScript('services/src/main.ts')],
};
const inMemory: ServerCommand = {
  label: 'node -r @swc-node/register (before)',
  program: process.execPath,
  args: ['-r', '@swc-node/register', 'services/src/main.ts'],
};
const npmStart: ServerCommand = { label: 'npm start (build up to date)', program: 'npm', args: ['start'] };
/** What `npm start` ran before: a console build at every start, then the sources through swc-node. */
const npmStartBefore: ServerCommand = {
  label: 'npm start before (vite build + swc-node)',
  program: 'sh',
  args: ['-c', 'npm run build -w console > /dev/null && node -r @swc-node/register services/src/main.ts'],
};
/** Rows whose process is a launcher, not the server: their memory would be the launcher's. */
const launchers = new Set([npmStart, npmStartBefore]);
const starts = Number(process.env.BENCH_STARTS ?? 5);
const burstSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const burstClients = 16;
/** Start-up work (argon2's dummy hash among it) frees its memory within a second or so. */
const settleMs = 2000;

interface StartSample {
  startMs: number;
  rssAtHealthMb: number;
  rssSettledMb: number;
  peakMb: number;
}

interface LoadSample extends LoadFigures {
  peakRssMb: number;
}

const measureStart = (command: ServerCommand, database: ServerDatabase): Promise<StartSample> =>
  withServer(command, database, async (server) => {
    const atHealth = await residentMemory(server.pid);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const settled = await residentMemory(server.pid);
    return {
      startMs: server.startMs,
      rssAtHealthMb: atHealth.rssMb,
      rssSettledMb: settled.rssMb,
      peakMb: settled.peakMb,
    };
  });

/** The server's highest VmRSS, sampled every 100 ms, while another process sends the burst. */
const measureLoad = (command: ServerCommand, database: ServerDatabase): Promise<LoadSample> =>
  withServer(command, database, async (server) => {
    const token = await signIn(server.url);
    let peakRssMb = 0;
    const sample = () =>
      residentMemory(server.pid).then(
        ({ rssMb }) => void (peakRssMb = Math.max(peakRssMb, rssMb)),
        () => undefined,
      );
    const sampler = setInterval(() => void sample(), 100);
    try {
      const result = await burstFromOwnProcess(server.url, token);
      await sample();
      return { ...result, peakRssMb };
    } finally {
      clearInterval(sampler);
    }
  });

/** The burst comes from a load-generator process of its own, so its work is not the server's. */
function burstFromOwnProcess(url: string, token: string): Promise<LoadFigures> {
  return runLoad(
    {
      kind: 'http',
      method: 'GET',
      url: `${url}/api/blade-system/param/list?current=1&size=10`,
      headers: [{ 'blade-auth': `bearer ${token}` }],
    },
    { clients: burstClients, seconds: burstSeconds },
  );
}

interface EmbeddedStarts {
  /** On a new, empty data folder: the cluster, migrations, seeds and the region import. */
  first: StartSample[];
  /** Again on the folder the first start left. */
  again: StartSample[];
}

/**
 * The embedded default as a new user meets it, `npm start` without DATABASE_URL: on a new empty
 * data folder, then again on that folder, `starts` times, each round in a folder of its own.
 */
async function measureEmbeddedStarts(): Promise<EmbeddedStarts> {
  const measured: EmbeddedStarts = { first: [], again: [] };
  for (let round = 0; round < starts; round++) {
    const dataDir = await mkdtemp(join(tmpdir(), 'steward-start-bench-embedded-'));
    try {
      measured.first.push(await measureStart(compiled, { dataDir }));
      measured.again.push(await measureStart(compiled, { dataDir }));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return measured;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => ms / 1000;

function report(
  first: StartSample,
  samples: Map<ServerCommand, StartSample[]>,
  loads: Map<ServerCommand, LoadSample>,
  embedded: EmbeddedStarts,
): void {
  console.log(
    `\nfirst start on an empty database (migrations, seeds, the region import), compiled: ` +
      `${seconds(first.startMs).toFixed(2)} s, RSS ${first.rssSettledMb.toFixed(0)} MB ${settleMs / 1000} s later`,
  );
  console.log(`\ncold start to /api/health on the migrated database, ${starts} starts each, alternating:`);
  const rows = [...samples].map(([command, runs]) => startRow(command.label, runs, !launchers.has(command)));
  console.log(formatTable(['server', ...startColumns], rows));
  const ratio = (pick: (run: StartSample) => number, ours = compiled, before = inMemory) =>
    median(samples.get(ours)!.map(pick)) / median(samples.get(before)!.map(pick));
  console.log(
    `ratio npm start / npm start before (medians): ${ratio((run) => run.startMs, npmStart, npmStartBefore).toFixed(2)}`,
  );
  console.log(
    `ratio compiled / before (medians): start ${ratio((run) => run.startMs).toFixed(2)}, ` +
      `RSS at health ${ratio((run) => run.rssAtHealthMb).toFixed(2)}, ` +
      `RSS ${settleMs / 1000} s later ${ratio((run) => run.rssSettledMb).toFixed(2)}` +
      '\n(targets: start < 5 s, RSS after start < 250 MB; the npm rows time the whole command, memory not shown)',
  );
  console.log(
    `\n${burstClients} clients for ${burstSeconds} s of GET blade-system/param/list from another process:`,
  );
  const loadRows = [...loads].map(([command, load]) => [
    command.label,
    load.perSecond,
    load.errors,
    load.peakRssMb,
  ]);
  console.log(formatTable(['server', 'req/s', 'failed', 'peak RSS MB'], loadRows));
  console.log('(target: RSS under load < 400 MB)');
  console.log(`\nthe embedded default (PGlite in a data folder), compiled, ${starts} rounds:`);
  const embeddedRows = [
    startRow('first start on an empty folder', embedded.first, true),
    startRow('again on the folder it left', embedded.again, true),
  ];
  console.log(formatTable(['start', ...startColumns], embeddedRows));
}

const startColumns = [
  'min s',
  'median s',
  'max s',
  'RSS at health MB',
  `RSS ${settleMs / 1000} s later MB`,
  'peak MB',
];

/** The spread of the starts, and the medians of the memory unless the process was a launcher's. */
function startRow(label: string, runs: readonly StartSample[], withMemory: boolean) {
  const startsMs = runs.map((run) => run.startMs);
  const memory = (pick: (run: StartSample) => number) => (withMemory ? median(runs.map(pick)) : '-');
  return [
    label,
    seconds(Math.min(...startsMs)),
    seconds(median(startsMs)),
    seconds(Math.max(...startsMs)),
    memory((run) => run.rssAtHealthMb),
    memory((run) => run.rssSettledMb),
    memory((run) => run.peakMb),
  ];
}

async function runStartBench(): Promise<void> {
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
  const scratch = await createScratchDatabase('start');
  const database = { url: scratch.url, dataDir: await mkdtemp(join(tmpdir(), 'steward-start-bench-')) };
  try {
    const first = await measureStart(compiled, database);
    const samples = new Map<ServerCommand, StartSample[]>(
      [compiled, inMemory, npmStart, npmStartBefore].map((c) => [c, []]),
    );
    for (let round = 0; round < starts; round++)
      for (const [command, runs] of samples) runs.push(await measureStart(command, database));
    const loads = new Map<ServerCommand, LoadSample>();
    for (const command of [compiled, inMemory]) loads.set(command, await measureLoad(command, database));
    report(first, samples, loads, await measureEmbeddedStarts());
  } finally {
    await scratch.drop();
    await rm(database.dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runStartBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
