import { z } from 'zod';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '@platform/access/signed-in.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { nothing } from '@platform/http/wire-shapes';
import { RegionQueries, regionList } from '@projections/system/region/region.queries';
import { regionNotFound } from '@services/system/region/region.decider';
import { RegionHandlers } from '@services/system/region/region.handlers';
import {
  type CodeQuery,
  codeQuery,
  type ParentQuery,
  parentQuery,
  type RegionForm,
  regionForm,
  type RemoveQuery,
  removeQuery,
} from '@services/system/region/region.schemas';
import { regionNode, type RegionNode, regionPage, regionRecord } from '@services/system/region/region.wire';

/** blade-system/region: China's administrative divisions, shared by every tenant; the code is the key. */
@ApiTags('blade-system')
@Controller('blade-system/region')
export class RegionController {
  constructor(
    private readonly regions: RegionQueries,
    private readonly handlers: RegionHandlers,
  ) {}

  @Reads('list', 'region_view', 'Regions page by page; filters code, parentCode, name, regionLevel')
  @Answers(regionPage)
  list(@ListQuery(regionList) list: ListRequest) {
    return this.regions.page(list);
  }

  /** Any signed-in user: screens of every module pick a business area from it. */
  @Get('lazy-tree')
  @SignedIn()
  @ApiOperation({ summary: 'One level of regions under parentCode ("00": provinces), as tree nodes' })
  @Answers(z.array(regionNode))
  async lazyTree(@QueryParams(parentQuery) { parentCode }: ParentQuery): Promise<RegionNode[]> {
    const children = await this.regions.children(parentCode);
    return children.map((region) => ({
      id: region.code,
      parentId: region.parentCode,
      title: region.name,
      key: region.code,
      value: region.code,
      hasChildren: region.hasChildren,
    }));
  }

  @Reads('detail', 'region_view', 'One region by code')
  @Answers(regionRecord)
  async detail(@QueryParams(codeQuery) { code }: CodeQuery) {
    const found = await this.regions.detail(code);
    if (!found) throw new NotFoundError(regionNotFound);
    return found;
  }

  @Writes('submit', 'region_add', 'Create a region under its parent, or edit one (by code)')
  @Answers(regionRecord)
  submit(@BodyParams(regionForm) form: RegionForm, @Caller() caller: RequestContext) {
    return this.handlers.submit(form, caller);
  }

  @Writes('remove', 'region_delete', 'Remove a region without children; id is its code')
  @Answers(nothing)
  async remove(@QueryParams(removeQuery) { id }: RemoveQuery, @Caller() caller: RequestContext) {
    await this.handlers.remove(id, caller);
    return {};
  }
}
