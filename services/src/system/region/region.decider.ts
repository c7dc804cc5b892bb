import type { Decider } from '@platform/commands/decider';
import { RefusedError, NotFoundError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { Region, RegionRemoved, RegionSaved } from '@services/system/region/region.events';

export const regionNotFound = '区划不存在';
export const regionHasChildren = '请先删除子节点';

/**
 * Edits of one region. Most regions were imported in bulk (region-import.ts), not created on
 * their own stream, so what exists is read from the read model by the handler and passed in:
 * `current` is the region as the read model shows it, `hasChildren` whether any region names it
 * as parent. The stream itself only serializes concurrent edits of one code.
 */
export type RegionCommand =
  | { kind: 'save'; region: Region; current: Region | undefined }
  | { kind: 'remove'; code: string; current: Region | undefined; hasChildren: boolean };

type RegionEditEvent = RegionSaved | RegionRemoved;

export const regionDecider: Decider<RegionCommand, RegionEditEvent, null> = {
  initialState: () => null,
  evolve: (state) => state,
  decide(command) {
    switch (command.kind) {
      case 'save':
        if (command.current && sameRegion(command.current, command.region)) return [];
        return [{ type: 'region.saved', data: command.region }];
      case 'remove':
        if (!command.current) throw new NotFoundError(regionNotFound);
        if (command.hasChildren) throw new RefusedError(regionHasChildren);
        return [{ type: 'region.removed', data: { code: command.code } }];
      default:
        return assertNever(command);
    }
  },
};

function sameRegion(a: Region, b: Region): boolean {
  return (Object.keys(b) as Array<keyof Region>).every((key) => a[key] === b[key]);
}
