import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PermissionChecker } from '@platform/access/permission-checker';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { ForbiddenError, NotFoundError } from '@platform/errors/app-errors';
import { parseFilters } from '@platform/http/filters';
import { pageQuery } from '@platform/http/paging';
import { parseWith } from '@platform/http/zod-validation';
import { idQuery, idsQuery } from '@services/goods/goods.schemas';
import { mouldNotFound } from '@services/goods/mould/goods-mould.decider';
import { GoodsMouldHandlers } from '@services/goods/mould/goods-mould.handlers';
import { GoodsMouldRepository, mouldFilterable } from '@services/goods/mould/goods-mould.repository';
import {
  industryMainQuery,
  industryQuery,
  mouldContentBody,
  mouldFormSchema,
  mouldStatusQuery,
} from '@services/goods/mould/goods-mould.schemas';
import { paramsOf, queryOf } from '@services/goods/request-params';

const contentRight = 'goods_mould_content';

/**
 * prepaid-goods/goodsMould: the extra fields each industry's goods fill in. Whoever sees goods
 * may read moulds, since the goods form and detail show their fields.
 */
@ApiTags('prepaid-goods')
@Controller('prepaid-goods/goodsMould')
export class GoodsMouldController {
  constructor(
    @Inject(GoodsMouldRepository) private readonly moulds: GoodsMouldRepository,
    @Inject(GoodsMouldHandlers) private readonly handlers: GoodsMouldHandlers,
    @Inject(PermissionChecker) private readonly permissions: PermissionChecker,
  ) {}

  @Get('page')
  @RequiresPermission('goods_mould_view', 'goods_view')
  @ApiOperation({ summary: 'Moulds newest first; filters mouldName, industryId, industryMainId, status' })
  page(@Req() request: FastifyRequest) {
    const paging = parseWith(pageQuery, queryOf(request));
    const filters = parseFilters(queryOf(request), { filterable: mouldFilterable });
    return this.moulds.page(currentRequestContext().tenantId, paging, filters);
  }

  @Get('detail')
  @RequiresPermission('goods_mould_view', 'goods_view')
  @ApiOperation({ summary: 'One mould with its content' })
  detail(@Req() request: FastifyRequest) {
    return this.found(parseWith(idQuery, queryOf(request)).id);
  }

  @Get('getMouldContent')
  @RequiresPermission('goods_mould_view', 'goods_view')
  @ApiOperation({ summary: "A mould's content: its fields" })
  async getMouldContent(@Req() request: FastifyRequest) {
    return (await this.found(parseWith(idQuery, queryOf(request)).id)).mouldContent;
  }

  @Get('listByIndustryId')
  @RequiresPermission('goods_mould_view', 'goods_view')
  @ApiOperation({ summary: 'The enabled moulds of an industry' })
  listByIndustryId(@Req() request: FastifyRequest) {
    const { industryId } = parseWith(industryQuery, queryOf(request));
    return this.moulds.listEnabled(currentRequestContext().tenantId, 'industry_id', industryId);
  }

  @Get('listByIndustryMainId')
  @RequiresPermission('goods_mould_view', 'goods_view')
  @ApiOperation({ summary: 'The enabled moulds of a main industry' })
  listByIndustryMainId(@Req() request: FastifyRequest) {
    const { industryMainId } = parseWith(industryMainQuery, queryOf(request));
    return this.moulds.listEnabled(currentRequestContext().tenantId, 'industry_main_id', industryMainId);
  }

  @Post('submit')
  @HttpCode(200)
  @RequiresPermission('goods_mould_add')
  @ApiOperation({ summary: 'Create a mould (no id) or update one' })
  async submit(@Req() request: FastifyRequest) {
    const form = parseWith(mouldFormSchema, request.body ?? {});
    const caller = currentRequestContext();
    // Changing the fields of a mould in use is saveMouldContent's right, whichever call does it.
    if (form.id !== undefined && form.mouldContent && !(await this.permissions.grants(caller, contentRight)))
      throw new ForbiddenError();
    return this.found(await this.handlers.submit(form, caller, new Date()));
  }

  @Post('saveMouldContent')
  @HttpCode(200)
  @RequiresPermission(contentRight)
  @ApiOperation({ summary: "Replace a mould's content (id, mouldContent)" })
  async saveMouldContent(@Req() request: FastifyRequest) {
    const { id, mouldContent } = parseWith(mouldContentBody, paramsOf(request));
    await this.handlers.saveContent(id, mouldContent, currentRequestContext(), new Date());
    return this.found(id);
  }

  @Post('updateStatus')
  @HttpCode(200)
  @RequiresPermission('goods_mould_status')
  @ApiOperation({ summary: 'Enable (1) or disable (0) moulds, all or nothing' })
  async updateStatus(@Req() request: FastifyRequest) {
    const params = paramsOf(request);
    const { ids } = parseWith(idsQuery, params);
    const { status } = parseWith(mouldStatusQuery, params);
    await this.handlers.setStatus(ids, status, currentRequestContext(), new Date());
    return {};
  }

  @Post('remove')
  @HttpCode(200)
  @RequiresPermission('goods_mould_delete')
  @ApiOperation({ summary: 'Remove moulds, all or nothing' })
  async remove(@Req() request: FastifyRequest) {
    const { ids } = parseWith(idsQuery, paramsOf(request));
    await this.handlers.remove(ids, currentRequestContext(), new Date());
    return {};
  }

  private async found(id: string) {
    const mould = await this.moulds.findRecord(currentRequestContext().tenantId, id);
    if (!mould) throw new NotFoundError(mouldNotFound);
    return mould;
  }
}
