import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { parseFilters } from '@platform/http/filters';
import { pageQuery } from '@platform/http/paging';
import { parseWith } from '@platform/http/zod-validation';
import { goodsNotFound } from '@services/goods/goods.decider';
import { GoodsHandlers } from '@services/goods/goods.handlers';
import { goodsFilterable, GoodsRepository } from '@services/goods/goods.repository';
import {
  goodsFormSchema,
  goodsIdQuery,
  idQuery,
  idsQuery,
  saleStatusQuery,
  stockQuery,
  submitAuditQuery,
} from '@services/goods/goods.schemas';
import {
  processLogFilterable,
  GoodsProcessLogRepository,
} from '@services/goods/process-log/goods-process-log.repository';
import { paramsOf, queryOf } from '@services/goods/request-params';

/** prepaid-goods/goods: the goods of the caller's tenant and their lifecycle. */
@ApiTags('prepaid-goods')
@Controller('prepaid-goods/goods')
export class GoodsController {
  constructor(
    @Inject(GoodsRepository) private readonly goods: GoodsRepository,
    @Inject(GoodsProcessLogRepository) private readonly processLogs: GoodsProcessLogRepository,
    @Inject(GoodsHandlers) private readonly handlers: GoodsHandlers,
  ) {}

  @Get('page')
  @RequiresPermission('goods_view')
  @ApiOperation({ summary: 'Goods newest first, the recycle bin only when status=5 is asked' })
  page(@Req() request: FastifyRequest) {
    const paging = parseWith(pageQuery, queryOf(request));
    const filters = parseFilters(queryOf(request), { filterable: goodsFilterable });
    return this.goods.page(currentRequestContext().tenantId, paging, filters);
  }

  @Get('detail')
  @RequiresPermission('goods_view')
  @ApiOperation({ summary: 'One goods item' })
  async detail(@Req() request: FastifyRequest) {
    const { id } = parseWith(idQuery, queryOf(request));
    const record = await this.goods.findRecord(currentRequestContext().tenantId, id);
    if (!record) throw new NotFoundError(goodsNotFound);
    return record;
  }

  @Get('history')
  @RequiresPermission('goods_view')
  @ApiOperation({ summary: "The item's events: type, time, operator, summary" })
  async history(@Req() request: FastifyRequest) {
    const { id } = parseWith(idQuery, queryOf(request));
    const { tenantId } = currentRequestContext();
    if (!(await this.goods.findRecord(tenantId, id))) throw new NotFoundError(goodsNotFound);
    return this.goods.history(tenantId, id);
  }

  @Get('isisDigitalYuan')
  @RequiresPermission('goods_view')
  @ApiOperation({ summary: 'Whether the item is paid in digital yuan (true/false)' })
  async isDigitalYuan(@Req() request: FastifyRequest) {
    const { goodsId } = parseWith(goodsIdQuery, queryOf(request));
    const record = await this.goods.findRecord(currentRequestContext().tenantId, goodsId);
    if (!record) throw new NotFoundError(goodsNotFound);
    return record.isDigitalYuan === 1;
  }

  @Get('selectGoodsProcessPage')
  @RequiresPermission('goods_view')
  @ApiOperation({ summary: 'The audit steps of goods (goodsId to see one item), newest first' })
  selectGoodsProcessPage(@Req() request: FastifyRequest) {
    const paging = parseWith(pageQuery, queryOf(request));
    const filters = parseFilters(queryOf(request), { filterable: processLogFilterable });
    return this.processLogs.page(currentRequestContext().tenantId, paging, filters);
  }

  @Post('save')
  @HttpCode(200)
  @RequiresPermission('goods_add')
  @ApiOperation({ summary: 'A new goods item, as a draft' })
  save(@Req() request: FastifyRequest) {
    const form = parseWith(goodsFormSchema, request.body ?? {});
    return this.handlers.save(form, currentRequestContext(), new Date());
  }

  @Post('update')
  @HttpCode(200)
  @RequiresPermission('goods_edit')
  @ApiOperation({ summary: 'Edit an item; goods on sale go back to audit where one applies' })
  update(@Req() request: FastifyRequest) {
    const form = parseWith(goodsFormSchema.required({ id: true }), request.body ?? {});
    return this.handlers.update(form.id, form, currentRequestContext(), new Date());
  }

  @Post('remove')
  @HttpCode(200)
  @RequiresPermission('goods_delete')
  @ApiOperation({ summary: 'Move goods to the recycle bin, all or nothing; pending ones refuse' })
  async remove(@Req() request: FastifyRequest) {
    const { ids } = parseWith(idsQuery, paramsOf(request));
    await this.handlers.recycle(ids, currentRequestContext(), new Date());
    return {};
  }

  @Post('recovery')
  @HttpCode(200)
  @RequiresPermission('goods_recovery')
  @ApiOperation({ summary: 'Bring goods back from the recycle bin to their previous status' })
  async recovery(@Req() request: FastifyRequest) {
    const { ids } = parseWith(idsQuery, paramsOf(request));
    await this.handlers.recover(ids, currentRequestContext(), new Date());
    return {};
  }

  @Post('updateStatus')
  @HttpCode(200)
  @RequiresPermission('goods_status')
  @ApiOperation({ summary: 'Put goods on sale (2) or off sale (4), all or nothing' })
  async updateStatus(@Req() request: FastifyRequest) {
    const { ids, status } = parseWith(saleStatusQuery, paramsOf(request));
    await this.handlers.setOnSale(ids, status === 2, currentRequestContext(), new Date());
    return {};
  }

  @Post('submitAudit')
  @HttpCode(200)
  @RequiresPermission('goods_audit')
  @ApiOperation({ summary: 'Submit drafts or rejected goods for audit (status 1), or withdraw (status 0)' })
  async submitAudit(@Req() request: FastifyRequest) {
    const { ids, status, comment } = parseWith(submitAuditQuery, paramsOf(request));
    await this.handlers.submitAudit(ids, status === 0, comment, currentRequestContext(), new Date());
    return {};
  }

  @Post('updateStock')
  @HttpCode(200)
  @RequiresPermission('goods_stock')
  @ApiOperation({ summary: "Set an item's stock (a whole number, 0 or more)" })
  async updateStock(@Req() request: FastifyRequest) {
    const { id, stock } = parseWith(stockQuery, paramsOf(request));
    await this.handlers.updateStock(id, stock, currentRequestContext(), new Date());
    return {};
  }
}
