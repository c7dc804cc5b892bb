import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { SignedIn } from '@platform/access/signed-in.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { parseFilters } from '@platform/http/filters';
import { pageQuery } from '@platform/http/paging';
import { parseWith } from '@platform/http/zod-validation';
import { RegionAdminService } from '@services/system/region/region-admin.service';
import { topRegionCode } from '@services/system/region/region.events';
import { regionFilterable, RegionsRepository } from '@services/system/region/regions.repository';

const regionCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{2,12}$/, '区划编号应为2到12位数字');
const regionForm = z.object({
  code: regionCode('请输入区划编号'),
  parentCode: z
    .preprocess(
      (value) => (value === undefined || value === null || value === '' ? topRegionCode : value),
      z.string(),
    )
    .pipe(regionCode('请选择上级区划')),
  name: z
    .string({ error: '请输入区划名称' })
    .trim()
    .min(1, '请输入区划名称')
    .max(64, '区划名称长度不能超过64个字符'),
  sort: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数'),
  ),
  remark: z
    .string()
    .trim()
    .max(255, '备注长度不能超过255个字符')
    .nullish()
    .transform((value) => value || null),
});
const codeQuery = z.object({ code: regionCode('请输入区划编号') });
const idQuery = z.object({ id: regionCode('请选择要删除的区划') });
const parentQuery = z.object({
  parentCode: z.preprocess(
    (value) => (value === undefined || value === '' ? topRegionCode : value),
    regionCode('请选择上级区划'),
  ),
});

/** blade-system/region: China's administrative divisions, shared by every tenant; the code is the key. */
@ApiTags('blade-system')
@Controller('blade-system/region')
export class RegionController {
  constructor(
    @Inject(RegionsRepository) private readonly regions: RegionsRepository,
    @Inject(RegionAdminService) private readonly admin: RegionAdminService,
  ) {}

  @Get('list')
  @RequiresPermission('region_view')
  @ApiOperation({ summary: 'Regions page by page; filters code, parentCode, name, regionLevel' })
  list(@Req() request: FastifyRequest) {
    const query = request.query as Record<string, unknown>;
    return this.regions.page(
      parseWith(pageQuery, query),
      parseFilters(query, { filterable: regionFilterable }),
    );
  }

  /** Any signed-in user: screens of every module pick a business area from it. */
  @Get('lazy-tree')
  @SignedIn()
  @ApiOperation({ summary: 'One level of regions under parentCode ("00": provinces), as tree nodes' })
  @ApiQuery({ name: 'parentCode', required: false })
  async lazyTree(@Req() request: FastifyRequest) {
    const { parentCode } = parseWith(parentQuery, request.query);
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

  @Get('detail')
  @RequiresPermission('region_view')
  @ApiOperation({ summary: 'One region by code' })
  @ApiQuery({ name: 'code', required: true })
  detail(@Req() request: FastifyRequest) {
    return this.admin.detail(parseWith(codeQuery, request.query).code);
  }

  @Post('submit')
  @HttpCode(200)
  @RequiresPermission('region_add')
  @ApiOperation({ summary: 'Create a region under its parent, or edit one (by code)' })
  submit(@Req() request: FastifyRequest) {
    return this.admin.submit(parseWith(regionForm, request.body ?? {}), currentRequestContext(), new Date());
  }

  @Post('remove')
  @HttpCode(200)
  @RequiresPermission('region_delete')
  @ApiOperation({ summary: 'Remove a region without children; id is its code' })
  @ApiQuery({ name: 'id', required: true })
  async remove(@Req() request: FastifyRequest) {
    await this.admin.remove(parseWith(idQuery, request.query).id, currentRequestContext(), new Date());
    return {};
  }
}
