import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import { RegionQueries } from '@projections/system/region/region.queries';
import { regionDecider } from '@services/system/region/region.decider';
import { type Region, regionStreamId, topRegionCode } from '@services/system/region/region.events';
import type { RegionForm } from '@services/system/region/region.schemas';
import { assertPlatform } from '@services/system/platform-only';

/** Villages are the deepest level BladeX keeps. */
const maxLevel = 5;
const levelFields = [
  ['provinceCode', 'provinceName'],
  ['cityCode', 'cityName'],
  ['districtCode', 'districtName'],
  ['townCode', 'townName'],
  ['villageCode', 'villageName'],
] as const;

/**
 * region/submit and region/remove. Regions are shared by every tenant, so only the platform
 * edits them. A region's place (ancestors, level, the codes and names of its levels) follows
 * from its parent; its code starts with its parent's, as the national codes do.
 */
@Injectable()
export class RegionHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly regions: RegionQueries,
    private readonly clock: Clock,
  ) {}

  async submit(form: RegionForm, context: RequestContext): Promise<Region> {
    assertPlatform(context);
    const current = await this.regions.detail(form.code);
    if (current && current.parentCode !== form.parentCode) throw new RefusedError('上级区划不可修改');
    const parent = form.parentCode === topRegionCode ? undefined : await this.regions.detail(form.parentCode);
    if (form.parentCode !== topRegionCode && !parent) throw new RefusedError('上级区划不存在');
    if (parent && (!form.code.startsWith(parent.code) || form.code === parent.code))
      throw new RefusedError('区划编号须以上级区划编号开头');
    const region = placed(form, parent);
    await this.executor.execute(
      regionDecider,
      { streamId: regionStreamId(form.code), command: { kind: 'save', region, current } },
      eventMetadataFrom(context, this.clock.now()),
    );
    return region;
  }

  async remove(code: string, context: RequestContext): Promise<void> {
    assertPlatform(context);
    const current = await this.regions.detail(code);
    const hasChildren = await this.regions.hasChildren(code);
    await this.executor.execute(
      regionDecider,
      { streamId: regionStreamId(code), command: { kind: 'remove', code, current, hasChildren } },
      eventMetadataFrom(context, this.clock.now()),
    );
  }
}

function placed(form: RegionForm, parent: Region | undefined): Region {
  const regionLevel = (parent?.regionLevel ?? 0) + 1;
  if (regionLevel > maxLevel) throw new RefusedError('区划最多五级');
  const region: Region = {
    code: form.code,
    parentCode: form.parentCode,
    ancestors: parent ? `${parent.ancestors},${parent.code}` : topRegionCode,
    name: form.name,
    provinceCode: null,
    provinceName: null,
    cityCode: null,
    cityName: null,
    districtCode: null,
    districtName: null,
    townCode: null,
    townName: null,
    villageCode: null,
    villageName: null,
    regionLevel,
    sort: form.sort,
    remark: form.remark,
  };
  levelFields.forEach(([code, name], index) => {
    const level = index + 1;
    if (level === regionLevel) Object.assign(region, { [code]: form.code, [name]: form.name });
    else if (level < regionLevel) Object.assign(region, { [code]: parent![code], [name]: parent![name] });
  });
  return region;
}
