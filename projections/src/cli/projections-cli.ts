import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '@platform/config/app-config';
import { composeContexts } from '@platform/contexts/compose-contexts';
import { openInfrastructure } from '@platform/runtime/infrastructure';
import { contexts } from '@services/contexts';
import { rebuildProjection } from '@projections/runner/rebuild';
import { reportComparison } from '@projections/cli/report-comparison';
import { verifyProjection } from '@projections/runner/verify';

const usage = `usage: npm run projections -- rebuild <name|all>
       npm run projections -- verify <name|all>
       npm run projections -- list`;

/**
 * Operator commands for read models. `rebuild` empties a projection's tables and replays the
 * whole event history into them, with a progress bar; run it while the projection's runner is
 * stopped (it refuses otherwise). `verify` rebuilds into a scratch schema beside the live tables,
 * while the runners go on, and compares the two by checksum: it prints the rows that differ and
 * exits 1 when any do.
 */
async function main(argv: string[]): Promise<number> {
  const [command, target] = argv;
  const { projections: appProjections, migrations } = composeContexts(contexts);
  if (command === 'list') {
    for (const projection of appProjections)
      console.log(`${projection.name}\t${projection.handles.join(', ')}`);
    return 0;
  }
  if ((command !== 'rebuild' && command !== 'verify') || !target) {
    console.error(usage);
    return 2;
  }
  const chosen = target === 'all' ? appProjections : appProjections.filter((p) => p.name === target);
  if (chosen.length === 0) {
    console.error(`no projection named "${target}"; known: ${appProjections.map((p) => p.name).join(', ')}`);
    return 2;
  }

  const infrastructure = await openInfrastructure(loadConfig(), migrations);
  try {
    if (command === 'verify') {
      let differ = false;
      for (const projection of chosen) {
        const comparison = await verifyProjection(infrastructure.database, infrastructure.store, projection);
        differ = reportComparison(comparison, console.log) || differ;
      }
      return differ ? 1 : 0;
    }
    const total = await infrastructure.countEvents();
    for (const projection of chosen) {
      const bar = new SingleBar(
        {
          format: `${projection.name.padEnd(24)} [{bar}] {percentage}% | {value}/{total} events | {duration}s`,
          // Piped output (CI, logs) gets a line every few seconds instead of nothing.
          noTTYOutput: true,
          notTTYSchedule: 5000,
        },
        Presets.shades_classic,
      );
      bar.start(total ?? 0, 0);
      const processed = await rebuildProjection(
        infrastructure.database,
        infrastructure.store,
        projection,
        (p) => {
          if (total === undefined || p.processed > total) bar.setTotal(p.processed);
          bar.update(p.processed);
        },
      );
      bar.setTotal(processed);
      bar.update(processed);
      bar.stop();
      console.log(`${projection.name}: rebuilt from ${processed} events`);
    }
    return 0;
  } finally {
    await infrastructure.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
