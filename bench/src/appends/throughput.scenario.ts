import {
  type AppendContender,
  type OpenContender,
  openEmmett,
  openPlainInsert,
  openSteward,
} from '@bench/appends/append-contenders';
import { runConcurrently } from '@bench/support/concurrent-writers';
import { createScratchDatabase, type ScratchDatabase } from '@bench/support/scratch-database';
import { formatTable } from '@bench/support/text-table';

export interface ThroughputOptions {
  writers: number;
  poolSize: number;
  warmupAppends: number;
  appendsPerRound: number;
  rounds: number;
}

type ContenderKey = 'ours' | 'plain' | 'emmett';

export interface ThroughputResult {
  key: ContenderKey;
  name: string;
  /** Events per second in each round, in round order. */
  rounds: number[];
  overall: number;
}

const contenders: readonly { key: ContenderKey; open: OpenContender }[] = [
  { key: 'ours', open: openSteward },
  { key: 'plain', open: openPlainInsert },
  { key: 'emmett', open: openEmmett },
];

/**
 * Scenario (a): single-event appends, each to a new stream, from concurrent writers. Every
 * contender has its own scratch database for the whole run; in each round it gets a fresh pool,
 * a warm-up, then the measured appends. The order is reversed every other round so that no
 * contender always runs on the hottest or coldest server.
 */
export async function measureAppendThroughput(options: ThroughputOptions): Promise<ThroughputResult[]> {
  const databases: ScratchDatabase[] = [];
  const timings = contenders.map(({ key }) => ({ key, name: '', ms: [] as number[] }));
  try {
    for (const { key } of contenders) databases.push(await createScratchDatabase(`appends_${key}`));
    for (let round = 0; round < options.rounds; round++) {
      const order = contenders.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const i of order) {
        const contender = await contenders[i]!.open(databases[i]!.url, options.poolSize);
        try {
          timings[i]!.name = contender.name;
          timings[i]!.ms.push(await measure(contender, options));
        } finally {
          await contender.close();
        }
      }
    }
  } finally {
    await Promise.all(databases.map((database) => database.drop()));
  }
  return timings.map(({ key, name, ms }) => ({
    key,
    name,
    rounds: ms.map((each) => perSecond(options.appendsPerRound, each)),
    overall: perSecond(
      options.appendsPerRound * ms.length,
      ms.reduce((sum, each) => sum + each, 0),
    ),
  }));
}

async function measure(contender: AppendContender, options: ThroughputOptions): Promise<number> {
  await runConcurrently(options.writers, options.warmupAppends, () => contender.appendOne());
  return runConcurrently(options.writers, options.appendsPerRound, () => contender.appendOne());
}

function perSecond(count: number, ms: number): number {
  return Math.round((count * 1000) / ms);
}

export function formatThroughput(results: readonly ThroughputResult[], options: ThroughputOptions): string {
  const overall = (key: ContenderKey) => results.find((result) => result.key === key)!.overall;
  const header = ['contender', ...results[0]!.rounds.map((_, i) => `round ${i + 1} ev/s`), 'overall ev/s'];
  return [
    `Scenario (a): single-event appends to new streams, ${options.writers} writers, pool ${options.poolSize}, ` +
      `${options.appendsPerRound.toLocaleString('en-US')} appends per round after ${options.warmupAppends} warm-up`,
    formatTable(
      header,
      results.map((result) => [result.name, ...result.rounds, result.overall]),
    ),
    `ours / plain INSERT: ${(overall('ours') / overall('plain')).toFixed(2)}`,
    `ours / Emmett 0.42:  ${(overall('ours') / overall('emmett')).toFixed(2)}`,
  ].join('\n');
}
