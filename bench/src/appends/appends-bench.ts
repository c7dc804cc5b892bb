import { formatLateCommit, measureLateCommit } from '@bench/appends/late-commit.scenario';
import type { LateCommitOptions, LateCommitTally } from '@bench/appends/late-commit-tally';
import {
  formatThroughput,
  measureAppendThroughput,
  type ThroughputOptions,
  type ThroughputResult,
} from '@bench/appends/throughput.scenario';
import { benchServerUrl } from '@bench/support/scratch-database';

const throughputOptions: ThroughputOptions = {
  writers: 16,
  poolSize: 16,
  warmupAppends: 1_000,
  appendsPerRound: 10_000,
  rounds: 4,
};

const lateCommitOptions: LateCommitOptions = {
  writers: 20,
  appendsPerWriter: 250,
  holdEvery: 3,
  maxHoldMs: 20,
};

export interface AppendsBenchResult {
  throughput: ThroughputResult[];
  lateCommit: LateCommitTally[];
}

/**
 * The append benchmark: throughput of ours against a plain INSERT and Emmett 0.42, then the
 * late-commit scenario of EVENTSTORE.md §1 against both stores. Prints plain text as it goes.
 */
export async function runAppendsBench(
  log: (text: string) => void = console.log,
): Promise<AppendsBenchResult> {
  const server = new URL(benchServerUrl);
  log(`appends bench on PostgreSQL at ${server.host} (scratch databases created and dropped)\n`);
  const throughput = await measureAppendThroughput(throughputOptions);
  log(`${formatThroughput(throughput, throughputOptions)}\n`);
  const lateCommit = await measureLateCommit(lateCommitOptions);
  log(formatLateCommit(lateCommit, lateCommitOptions));
  return { throughput, lateCommit };
}

if (require.main === module) {
  runAppendsBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
