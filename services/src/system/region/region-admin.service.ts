import type { CommandExecutor } from '@platform/commands/command-executor';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError, ForbiddenError, NotFoundError } from '@platform/errors/domain-errors';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import { regionDecider, regionNotFound } from '@services/system/region/region.decider';
import { type Region, regionStreamId, topRegionCode } from '@services/system/region/region.events';
import type { RegionsRepository } from '@services/system/region/regions.repository';

/** Villages are the deepest level BladeX keeps. */
const maxLevel = 5;
const levelFields = [
  ['provinceCode', 'provinceName'],
  ['cityCode', 'cityName'],
  ['districtCode', 'districtName'],
  ['townCode', 'townName'],
  ['villageCode', 'villageName'],
] as const;

export interface RegionForm {
  code: string;
  parentCode: string;
  name: string;
  sort: number;
  remark: string | null;
}

/**
 * region/submit and region/remove. Regions are shared by every tenant, so only the platform
 * edits them. A region's place (ancestors, level, the codes and names of its levels) follows
 * from its parent; its code starts with its parent's, as the national codes do.
 */
export class RegionAdminService {
  constructor(private readonly deps: { executor: CommandExecutor; regions: RegionsRepository }) {}

  async submit(form: RegionForm, context: RequestContext, at: Date): Promise<Region> {
    assertPlatform(context);
    const current = await this.deps.regions.detail(form.code);
    if (current && current.parentCode !== form.parentCode) throw new RefusedError('上级区划不可修改');
    const parent =
      form.parentCode === topRegionCode ? undefined : await this.deps.regions.detail(form.parentCode);
    if (form.parentCode !== topRegionCode && !parent) throw new RefusedError('上级区划不存在');
    if (parent && (!form.code.startsWith(parent.code) || form.code === parent.code))
      throw new RefusedError('区划编号须以上级区划编号开头');
    const region = placed(form, parent);
    await this.deps.executor.execute(
      regionDecider,
      { streamId: regionStreamId(form.code), command: { kind: 'save', region, current } },
      eventMetadataFrom(context, at),
    );
    return region;
  }

  async remove(code: string, context: RequestContext, at: Date): Promise<void> {
    assertPlatform(context);
    const current = await this.deps.regions.detail(code);
    const hasChildren = await this.deps.regions.hasChildren(code);
    await this.deps.executor.execute(
      regionDecider,
      { streamId: regionStreamId(code), command: { kind: 'remove', code, current, hasChildren } },
      eventMetadataFrom(context, at),
    );
  }

  async detail(code: string): Promise<Region> {
    const found = await this.deps.regions.detail(code);
    if (!found) throw new NotFoundError(regionNotFound);
    return found;
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

function assertPlatform(context: RequestContext): void {
  if (context.tenantId !== platformTenantId) throw new ForbiddenError('仅平台管理员可以操作此数据');
}
