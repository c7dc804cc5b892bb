import type { CommandExecutor } from '@platform/commands/command-executor';
import type { Decider } from '@platform/commands/decider';
import { executeInBatches } from '@platform/commands/execute-in-batches';
import type { EventStore } from '@platform/event-store/event-store.port';
import type { RegionSource } from '@services/system/region/china-division.source';
import type { Region, RegionImportCompleted, RegionsImported } from '@services/system/region/region.events';

type ImportCommand =
  | { kind: 'batch'; source: string; batch: string; regions: Region[] }
  | { kind: 'complete'; source: string; batches: number; regions: number };

/** Each stream of an import is written once: a stream already there decides nothing. */
const importDecider: Decider<ImportCommand, RegionsImported | RegionImportCompleted, boolean> = {
  initialState: () => false,
  evolve: () => true,
  decide(command, written) {
    if (written) return [];
    if (command.kind === 'batch') {
      const { source, batch, regions } = command;
      return [{ type: 'region.imported', data: { source, batch, regions } }];
    }
    const { source, batches, regions } = command;
    return [{ type: 'region.importCompleted', data: { source, batches, regions } }];
  },
};

/**
 * Imports a published set of regions (44,703 for China down to towns) as events, once per source
 * version. Why batches rather than one event per region: 44,703 appends and read-model waits
 * would take minutes at a first start, while a load straight into the read model at migration
 * time would leave the table outside the event history, so a projection rebuild would empty it.
 * So each province is one `region.imported` event on a stream of its own (about 1,500 regions,
 * a few hundred KB), all appended in one all-or-nothing call, with a small `region.importCompleted`
 * marker stream beside them. A later start reads only the marker: one small read, however many
 * regions there are. Edits after the import are ordinary events on each region's own stream
 * (region.decider.ts). Answers the number of regions imported now (0 when already imported).
 */
export async function importRegions(
  deps: { executor: CommandExecutor; store: EventStore },
  { source, regions: read }: RegionSource,
  at = new Date(),
): Promise<number> {
  const marker = `regionImport-${source}`;
  if ((await deps.store.readStream(marker)).revision >= 0n) return 0;
  const regions = read();
  const batches = new Map<string, Region[]>();
  for (const region of regions) {
    const batch = region.provinceCode ?? region.code;
    const members = batches.get(batch);
    if (members) members.push(region);
    else batches.set(batch, [region]);
  }
  const targets = [
    ...[...batches].map(([batch, members]) => ({
      streamId: `${marker}-${batch}`,
      command: { kind: 'batch' as const, source, batch, regions: members },
    })),
    {
      streamId: marker,
      command: { kind: 'complete' as const, source, batches: batches.size, regions: regions.length },
    },
  ];
  const time = at.toISOString();
  const metadata = {
    tenantId: '000000',
    userId: '0',
    account: 'system',
    correlationId: `import-${source}`,
    causationId: `import-${source}`,
    occurredAt: time,
    clientIp: '127.0.0.1',
  };
  // In order, the marker last: on a store that appends one stream at a time (EventStoreDB), an
  // interrupted import resumes where it stopped at the next start.
  const written = await executeInBatches(deps.executor, importDecider, targets, metadata);
  return written > 0 ? regions.length : 0;
}
