import type { DomainEvent } from '@platform/commands/decider';
import type { Region } from '@services/system/region/region.wire';

/** A region as events carry it and the read model holds it (region.wire.ts); `code` is its key. */
export type { Region };

/** The parent code of top-level regions (provinces), as in BladeX. */
export const topRegionCode = '00';

/** Many regions at once, from a published data set (region-import.ts): one event per batch. */
export type RegionsImported = DomainEvent<
  'region.imported',
  { source: string; batch: string; regions: Region[] }
>;
/** Written after every batch of a source, so that a start finds a finished import in one read. */
export type RegionImportCompleted = DomainEvent<
  'region.importCompleted',
  { source: string; batches: number; regions: number }
>;
/** One region created or edited through region/submit; carries it whole. */
export type RegionSaved = DomainEvent<'region.saved', Region>;
export type RegionRemoved = DomainEvent<'region.removed', { code: string }>;

export type RegionEvent = RegionsImported | RegionImportCompleted | RegionSaved | RegionRemoved;

export const regionStreamId = (code: string) => `region-${code}`;
