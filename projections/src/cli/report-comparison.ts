import { formatGlobalPosition } from '@platform/event-store/event-store.port';
import type { ProjectionComparison } from '@projections/runner/verify';

/**
 * Prints a projection's comparison, a line per table and one per differing row ('-' only in the
 * live table, '+' only in the rebuild). Answers whether any table differs.
 */
export function reportComparison(comparison: ProjectionComparison, print: (line: string) => void): boolean {
  const { projection, position, events } = comparison;
  let differ = false;
  for (const table of comparison.tables) {
    const same = table.liveChecksum === table.rebuiltChecksum;
    differ ||= !same;
    print(
      same
        ? `${projection}\t${table.table}: ${table.rows} rows, checksum ${table.liveChecksum} verified (${events} events up to ${formatGlobalPosition(position)})`
        : `${projection}\t${table.table}: DIFFERS, live ${table.liveChecksum}, rebuilt ${table.rebuiltChecksum}`,
    );
    for (const row of table.onlyLive) print(`  - ${row}`);
    for (const row of table.onlyRebuilt) print(`  + ${row}`);
  }
  return differ;
}
