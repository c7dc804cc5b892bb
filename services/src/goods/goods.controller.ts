import { z } from 'zod';
import { Answers } from '@platform/http/answers';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import { goodsHistoryLine, goodsRecord } from '@services/goods/goods.wire';
import { goodsProcessLogEntry } from '@services/goods/process-log/goods-process-log.wire';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
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
    private readonly goods: GoodsQueries,
    private readonly histories: GoodsHistoryQueries,
    private readonly processLogs: GoodsProcessLogQueries,
    private readonly handlers: GoodsHandlers,
  ) {}

  @Reads('page', 'goods_view', 'Goods newest first, the recycle bin only when status=5 is asked')
  @Answers(pageOf(goodsRecord))
  async page(@ListQuery(goodsList) list: ListRequest, @Caller() caller: RequestContext) {
    const page = await this.goods.page(caller.tenantId, list);
    return { ...page, records: page.records.map(withAllowedActions) };
  }

  @Reads('detail', 'goods_view', 'One goods item, with the actions its status allows')
  @Answers(goodsRecord)
  detail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Reads('history', 'goods_view', "The item's events: type, time, operator, summary")
  @Answers(z.array(goodsHistoryLine))
  async history(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    await this.found(caller, id);
    return this.histories.ofGoods(caller.tenantId, id);
  }

  @Reads('isisDigitalYuan', 'goods_view', 'Whether the item is paid in digital yuan (true/false)')
  @Answers(z.boolean())
  async isDigitalYuan(
    @QueryParams(goodsIdQuery) { goodsId }: { goodsId: string },
    @Caller() caller: RequestContext,
  ) {
    return (await this.found(caller, goodsId)).isDigitalYuan === 1;
  }

  @Reads(
    'selectGoodsProcessPage',
    'goods_view',
    'The audit steps of goods (goodsId to see one item), newest first',
  )
  @Answers(pageOf(goodsProcessLogEntry))
  selectGoodsProcessPage(
    @ListQuery(goodsProcessLogList) list: ListRequest,
    @Caller() caller: RequestContext,
  ) {
    return this.processLogs.page(caller.tenantId, list);
  }

  @Writes('save', 'goods_add', 'A new goods item, as a draft')
  @Answers(goodsRecord)
  async save(@BodyParams(goodsFormSchema) form: GoodsForm, @Caller() caller: RequestContext) {
    return this.found(caller, await this.handlers.save(form, caller));
  }

  @Writes('update', 'goods_edit', 'Edit an item; goods on sale go back to audit where one applies')
  @Answers(goodsRecord)
  async update(@BodyParams(goodsUpdateSchema) form: GoodsUpdate, @Caller() caller: RequestContext) {
    await this.handlers.update(form.id, form, caller);
    return this.found(caller, form.id);
  }

  @Writes('remove', 'goods_delete', 'Move goods to the recycle bin, all or nothing; pending ones refuse')
  @Answers(nothing)
  async remove(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.recycle(ids, caller);
    return {};
  }

  @Writes('recovery', 'goods_recovery', 'Bring goods back from the recycle bin to their previous status')
  @Answers(nothing)
  async recovery(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.recover(ids, caller);
    return {};
  }

  @Writes('updateStatus', 'goods_status', 'Put goods on sale (2) or off sale (4), all or nothing')
  @Answers(nothing)
  async updateStatus(
    @Params(saleStatusQuery) { ids, status }: SaleStatusQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.setOnSale(ids, status === 2, caller);
    return {};
  }

  @Writes(
    'submitAudit',
    'goods_audit',
    'Submit drafts or rejected goods for audit (status 1), or withdraw (status 0)',
  )
  @Answers(nothing)
  async submitAudit(
    @Params(submitAuditQuery) { ids, status, comment }: SubmitAuditQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.submitAudit(ids, status === 0, comment, caller);
    return {};
  }

  @Writes('updateStock', 'goods_stock', "Set an item's stock (a whole number, 0 or more)")
  @Answers(nothing)
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
