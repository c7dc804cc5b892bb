import { lateCommitOnEmmett } from '@bench/appends/late-commit-emmett';
import { lateCommitOnSteward } from '@bench/appends/late-commit-steward';
import type { LateCommitOptions, LateCommitTally } from '@bench/appends/late-commit-tally';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { formatTable } from '@bench/support/text-table';

/** Scenario (late commit): the same writers against Emmett and against us, each on its own database. */
export async function measureLateCommit(options: LateCommitOptions): Promise<LateCommitTally[]> {
  const tallies: LateCommitTally[] = [];
  for (const run of [lateCommitOnEmmett, lateCommitOnSteward]) {
    const scratch = await createScratchDatabase('late_commit');
    try {
      tallies.push(...(await run(scratch.url, options)));
    } finally {
      await scratch.drop();
    }
  }
  return tallies;
}

export function formatLateCommit(tallies: readonly LateCommitTally[], options: LateCommitOptions): string {
  const holding = Array.from(
    { length: options.writers },
    (_, writer) => writer % options.holdEvery === 0,
  ).filter(Boolean);
  return [
    `Scenario (late commit): ${options.writers} writers x ${options.appendsPerWriter} single-event appends; ` +
      `${holding.length} of them hold their transaction open 0-${options.maxHoldMs} ms after appending`,
    formatTable(
      ['store', 'consumer', 'appended', 'delivered', 'missed', 'duplicated', 'inversions'],
      tallies.map((t) => [
        t.store,
        t.consumer,
        t.appended,
        t.delivered,
        t.missed,
        t.duplicated,
        t.inversions,
      ]),
    ),
    'inversions: events stored after an event with a higher global position, in (transaction id, position) order',
  ].join('\n');
}
