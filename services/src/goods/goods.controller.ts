import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { GoodsHistoryQueries } from '@projections/goods/goods-history/goods-history.queries';
import {
  GoodsProcessLogQueries,
  goodsProcessLogList,
} from '@projections/goods/goods-process-log/goods-process-log.queries';
import { goodsList, GoodsQueries } from '@projections/goods/goods/goods.queries';
import { withAllowedActions } from '@services/goods/goods-actions';
import { goodsNotFound } from '@services/goods/goods.decider';
import { GoodsHandlers } from '@services/goods/goods.handlers';
import {
  type GoodsForm,
  goodsFormSchema,
  goodsIdQuery,
  goodsUpdateSchema,
  type GoodsUpdate,
  idQuery,
  idsQuery,
  type SaleStatusQuery,
  saleStatusQuery,
  type StockQuery,
  stockQuery,
  type SubmitAuditQuery,
  submitAuditQuery,
} from '@services/goods/goods.schemas';

/** prepaid-goods/goods: the goods of the caller's tenant and their lifecycle. */
@ApiTags('prepaid-goods')
@Controller('prepaid-goods/goods')
export class GoodsController {
  constructor(
    @Inject(GoodsQueries) private readonly goods: GoodsQueries,
    @Inject(GoodsHistoryQueries) private readonly histories: GoodsHistoryQueries,
    @Inject(GoodsProcessLogQueries) private readonly processLogs: GoodsProcessLogQueries,
    @Inject(GoodsHandlers) private readonly handlers: GoodsHandlers,
  ) {}

  @Get('page')
  @RequiresPermission('goods_view')
  @ApiOperation({ summary: 'Goods newest first, the recycle bin only when status=5 is asked' })
  async page(@ListQuery(goodsList) list: ListRequest, @Caller() caller: RequestContext) {
    const page = await this.goods.page(caller.tenantId, list);
    return { ...page, records: page.records.map(withAllowedActions) };
  }

  @Get('detail')
  @RequiresPermission('goods_view')
  @ApiOperation({ summary: 'One goods item, with the actions its status allows' })
  detail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Get('history')
  @RequiresPermission('goods_view')
  @ApiOperation({ summary: "The item's events: type, time, operator, summary" })
  async history(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    await this.found(caller, id);
    return this.histories.ofGoods(caller.tenantId, id);
  }

  @Get('isisDigitalYuan')
  @RequiresPermission('goods_view')
  @ApiOperation({ summary: 'Whether the item is paid in digital yuan (true/false)' })
  async isDigitalYuan(
    @QueryParams(goodsIdQuery) { goodsId }: { goodsId: string },
    @Caller() caller: RequestContext,
  ) {
    return (await this.found(caller, goodsId)).isDigitalYuan === 1;
  }

  @Get('selectGoodsProcessPage')
  @RequiresPermission('goods_view')
  @ApiOperation({ summary: 'The audit steps of goods (goodsId to see one item), newest first' })
  selectGoodsProcessPage(
    @ListQuery(goodsProcessLogList) list: ListRequest,
    @Caller() caller: RequestContext,
  ) {
    return this.processLogs.page(caller.tenantId, list);
  }

  @Post('save')
  @HttpCode(200)
  @RequiresPermission('goods_add')
  @ApiOperation({ summary: 'A new goods item, as a draft' })
  async save(@BodyParams(goodsFormSchema) form: GoodsForm, @Caller() caller: RequestContext) {
    return this.found(caller, await this.handlers.save(form, caller));
  }

  @Post('update')
  @HttpCode(200)
  @RequiresPermission('goods_edit')
  @ApiOperation({ summary: 'Edit an item; goods on sale go back to audit where one applies' })
  async update(@BodyParams(goodsUpdateSchema) form: GoodsUpdate, @Caller() caller: RequestContext) {
    await this.handlers.update(form.id, form, caller);
    return this.found(caller, form.id);
  }

  @Post('remove')
  @HttpCode(200)
  @RequiresPermission('goods_delete')
  @ApiOperation({ summary: 'Move goods to the recycle bin, all or nothing; pending ones refuse' })
  async remove(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.recycle(ids, caller);
    return {};
  }

  @Post('recovery')
  @HttpCode(200)
  @RequiresPermission('goods_recovery')
  @ApiOperation({ summary: 'Bring goods back from the recycle bin to their previous status' })
  async recovery(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.recover(ids, caller);
    return {};
  }

  @Post('updateStatus')
  @HttpCode(200)
  @RequiresPermission('goods_status')
  @ApiOperation({ summary: 'Put goods on sale (2) or off sale (4), all or nothing' })
  async updateStatus(
    @Params(saleStatusQuery) { ids, status }: SaleStatusQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.setOnSale(ids, status === 2, caller);
    return {};
  }

  @Post('submitAudit')
  @HttpCode(200)
  @RequiresPermission('goods_audit')
  @ApiOperation({ summary: 'Submit drafts or rejected goods for audit (status 1), or withdraw (status 0)' })
  async submitAudit(
    @Params(submitAuditQuery) { ids, status, comment }: SubmitAuditQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.submitAudit(ids, status === 0, comment, caller);
    return {};
  }

  @Post('updateStock')
  @HttpCode(200)
  @RequiresPermission('goods_stock')
  @ApiOperation({ summary: "Set an item's stock (a whole number, 0 or more)" })
  async updateStock(@Params(stockQuery) { id, stock }: StockQuery, @Caller() caller: RequestContext) {
    await this.handlers.updateStock(id, stock, caller);
    return {};
  }

  /** The record as the list shows it, with the actions its status allows. */
  private async found(caller: RequestContext, id: string) {
    const record = await this.goods.findRecord(caller.tenantId, id);
    if (!record) throw new NotFoundError(goodsNotFound);
    return withAllowedActions(record);
  }
}
