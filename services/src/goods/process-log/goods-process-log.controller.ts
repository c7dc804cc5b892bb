import { Answers } from '@platform/http/answers';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import { goodsProcessLogEntry } from '@services/goods/process-log/goods-process-log.wire';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import {
  GoodsProcessLogQueries,
  goodsProcessLogList,
} from '@projections/goods/goods-process-log/goods-process-log.queries';
import { GoodsHandlers } from '@services/goods/goods.handlers';
import { idQuery, idsQuery } from '@services/goods/goods.schemas';
import {
  type ProcessBody,
  processSchema,
  type ProcessSubmitBody,
  processSubmitSchema,
} from '@services/goods/process-log/goods-process-log.schemas';

const logNotFound = '流程记录不存在';

/** prepaid-goods/goodsProcessLog: the audit steps of goods, and the auditor's answer. */
@ApiTags('prepaid-goods')
@Controller('prepaid-goods/goodsProcessLog')
export class GoodsProcessLogController {
  constructor(
    private readonly processLogs: GoodsProcessLogQueries,
    private readonly handlers: GoodsHandlers,
  ) {}

  @Reads(
    'page',
    'goods_process_log_view',
    'Audit steps newest first; filters goodsId, goodsName, step, result, operator',
  )
  @Answers(pageOf(goodsProcessLogEntry))
  page(@ListQuery(goodsProcessLogList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.processLogs.page(caller.tenantId, list);
  }

  @Reads('detail', 'goods_process_log_view', 'One audit step')
  @Answers(goodsProcessLogEntry)
  async detail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    const entry = await this.processLogs.findRecord(caller.tenantId, id);
    if (!entry) throw new NotFoundError(logNotFound);
    return entry;
  }

  @Writes('submit', 'goods_process_log_add', 'Submit one goods item for audit with a note (goodsId, comment)')
  @Answers(nothing)
  async submit(
    @Params(processSubmitSchema) { goodsId, comment }: ProcessSubmitBody,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.submitAudit([goodsId], false, comment, caller);
    return {};
  }

  @Writes(
    'process',
    'goods_process_log_process',
    'Approve (processStatus 1) or reject (2, with a comment) a pending item',
  )
  @Answers(nothing)
  async process(
    @Params(processSchema) { goodsId, processStatus, comment }: ProcessBody,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.process(goodsId, processStatus === 1 ? 'approve' : 'reject', comment, caller);
    return {};
  }

  @Writes(
    'remove',
    'goods_process_log_delete',
    'Take answered steps off the list, all or nothing; their events stay',
  )
  @Answers(nothing)
  async remove(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.removeProcessLogs(ids, caller);
    return {};
  }
}
