import { z } from 'zod';
import { Answers } from '@platform/http/answers';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import { mouldField, mouldRecord } from '@services/goods/mould/goods-mould.wire';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PermissionChecker } from '@platform/access/permission-checker';
import type { RequestContext } from '@platform/context/request-context';
import { ForbiddenError, NotFoundError } from '@platform/errors/domain-errors';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { GoodsMouldQueries, goodsMouldList } from '@projections/goods/goods-mould/goods-mould.queries';
import { idQuery, idsQuery } from '@services/goods/goods.schemas';
import { mouldNotFound } from '@services/goods/mould/goods-mould.decider';
import { GoodsMouldHandlers } from '@services/goods/mould/goods-mould.handlers';
import {
  industryMainQuery,
  industryQuery,
  type MouldContentBody,
  mouldContentBody,
  type MouldForm,
  mouldFormSchema,
  mouldStatusUpdate,
  type MouldStatusUpdate,
} from '@services/goods/mould/goods-mould.schemas';

const contentRight = 'goods_mould_content';

/**
 * prepaid-goods/goodsMould: the extra fields each industry's goods fill in. Whoever sees goods
 * may read moulds, since the goods form and detail show their fields.
 */
@ApiTags('prepaid-goods')
@Controller('prepaid-goods/goodsMould')
export class GoodsMouldController {
  constructor(
    private readonly moulds: GoodsMouldQueries,
    private readonly handlers: GoodsMouldHandlers,
    private readonly permissions: PermissionChecker,
  ) {}

  @Reads(
    'page',
    ['goods_mould_view', 'goods_view'],
    'Moulds newest first; filters mouldName, industryId, industryMainId, status',
  )
  @Answers(pageOf(mouldRecord))
  page(@ListQuery(goodsMouldList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.moulds.page(caller.tenantId, list);
  }

  @Reads('detail', ['goods_mould_view', 'goods_view'], 'One mould with its content')
  @Answers(mouldRecord)
  detail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Reads('getMouldContent', ['goods_mould_view', 'goods_view'], "A mould's content: its fields")
  @Answers(z.array(mouldField))
  async getMouldContent(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return (await this.found(caller, id)).mouldContent;
  }

  @Reads('listByIndustryId', ['goods_mould_view', 'goods_view'], 'The enabled moulds of an industry')
  @Answers(z.array(mouldRecord))
  listByIndustryId(
    @QueryParams(industryQuery) { industryId }: { industryId: string },
    @Caller() caller: RequestContext,
  ) {
    return this.moulds.listEnabled(caller.tenantId, 'industry_id', industryId);
  }

  @Reads('listByIndustryMainId', ['goods_mould_view', 'goods_view'], 'The enabled moulds of a main industry')
  @Answers(z.array(mouldRecord))
  listByIndustryMainId(
    @QueryParams(industryMainQuery) { industryMainId }: { industryMainId: string },
    @Caller() caller: RequestContext,
  ) {
    return this.moulds.listEnabled(caller.tenantId, 'industry_main_id', industryMainId);
  }

  @Writes('submit', 'goods_mould_add', 'Create a mould (no id) or update one')
  @Answers(mouldRecord)
  async submit(@BodyParams(mouldFormSchema) form: MouldForm, @Caller() caller: RequestContext) {
    // Changing the fields of a mould in use is saveMouldContent's right, whichever call does it.
    if (form.id !== undefined && form.mouldContent && !(await this.permissions.grants(caller, contentRight)))
      throw new ForbiddenError();
    return this.found(caller, await this.handlers.submit(form, caller));
  }

  @Writes('saveMouldContent', contentRight, "Replace a mould's content (id, mouldContent)")
  @Answers(mouldRecord)
  async saveMouldContent(
    @Params(mouldContentBody) { id, mouldContent }: MouldContentBody,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.saveContent(id, mouldContent, caller);
    return this.found(caller, id);
  }

  @Writes('updateStatus', 'goods_mould_status', 'Enable (1) or disable (0) moulds, all or nothing')
  @Answers(nothing)
  async updateStatus(
    @Params(mouldStatusUpdate) { ids, status }: MouldStatusUpdate,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.setStatus(ids, status, caller);
    return {};
  }

  @Writes('remove', 'goods_mould_delete', 'Remove moulds, all or nothing')
  @Answers(nothing)
  async remove(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.remove(ids, caller);
    return {};
  }

  private async found(caller: RequestContext, id: string) {
    const mould = await this.moulds.findRecord(caller.tenantId, id);
    if (!mould) throw new NotFoundError(mouldNotFound);
    return mould;
  }
}
