import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { parseFilters } from '@platform/http/filters';
import { pageQuery } from '@platform/http/paging';
import { parseWith } from '@platform/http/zod-validation';
import { GoodsHandlers } from '@services/goods/goods.handlers';
import { idQuery, idsQuery } from '@services/goods/goods.schemas';
import {
  GoodsProcessLogRepository,
  processLogFilterable,
} from '@services/goods/process-log/goods-process-log.repository';
import { processSchema, processSubmitSchema } from '@services/goods/process-log/goods-process-log.schemas';
import { paramsOf, queryOf } from '@services/goods/request-params';

const logNotFound = '流程记录不存在';

/** prepaid-goods/goodsProcessLog: the audit steps of goods, and the auditor's answer. */
@ApiTags('prepaid-goods')
@Controller('prepaid-goods/goodsProcessLog')
export class GoodsProcessLogController {
  constructor(
    @Inject(GoodsProcessLogRepository) private readonly processLogs: GoodsProcessLogRepository,
    @Inject(GoodsHandlers) private readonly handlers: GoodsHandlers,
  ) {}

  @Get('page')
  @RequiresPermission('goods_process_log_view')
  @ApiOperation({ summary: 'Audit steps newest first; filters goodsId, goodsName, step, result, operator' })
  page(@Req() request: FastifyRequest) {
    const paging = parseWith(pageQuery, queryOf(request));
    const filters = parseFilters(queryOf(request), { filterable: processLogFilterable });
    return this.processLogs.page(currentRequestContext().tenantId, paging, filters);
  }

  @Get('detail')
  @RequiresPermission('goods_process_log_view')
  @ApiOperation({ summary: 'One audit step' })
  async detail(@Req() request: FastifyRequest) {
    const { id } = parseWith(idQuery, queryOf(request));
    const entry = await this.processLogs.findRecord(currentRequestContext().tenantId, id);
    if (!entry) throw new NotFoundError(logNotFound);
    return entry;
  }

  @Post('submit')
  @HttpCode(200)
  @RequiresPermission('goods_process_log_add')
  @ApiOperation({ summary: 'Submit one goods item for audit with a note (goodsId, comment)' })
  async submit(@Req() request: FastifyRequest) {
    const { goodsId, comment } = parseWith(processSubmitSchema, paramsOf(request));
    await this.handlers.submitAudit([goodsId], false, comment, currentRequestContext(), new Date());
    return {};
  }

  @Post('process')
  @HttpCode(200)
  @RequiresPermission('goods_process_log_process')
  @ApiOperation({ summary: 'Approve (processStatus 1) or reject (2, with a comment) a pending item' })
  async process(@Req() request: FastifyRequest) {
    const { goodsId, processStatus, comment } = parseWith(processSchema, paramsOf(request));
    const decision = processStatus === 1 ? 'approve' : 'reject';
    await this.handlers.process(goodsId, decision, comment, currentRequestContext(), new Date());
    return {};
  }

  @Post('remove')
  @HttpCode(200)
  @RequiresPermission('goods_process_log_delete')
  @ApiOperation({ summary: 'Take answered steps off the list, all or nothing; their events stay' })
  async remove(@Req() request: FastifyRequest) {
    const { ids } = parseWith(idsQuery, paramsOf(request));
    await this.handlers.removeProcessLogs(ids, currentRequestContext(), new Date());
    return {};
  }
}
