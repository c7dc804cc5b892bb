import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import {
  consumptionList,
  ConsumptionQueries,
  consumptionRead,
} from '@projections/money/consumption/consumption.queries';
import {
  type ConsumptionForm,
  consumptionSchema,
  idQuery,
  idsQuery,
} from '@services/money/consumption/consumption.schemas';
import { consumptionRecord } from '@services/money/consumption/consumption.wire';
import { OrderHandlers } from '@services/money/order/order.handlers';

const consumptionNotFound = '消费记录不存在';
/**
 * Every consumption moved frozen money to a merchant and the provision, in a ledger that is never
 * rewritten: taking it back is a movement of its own (a refund), not an edit or a removal.
 */
const movedMoney = '消费记录已划转资金,不能修改或删除';

/** prepaid-transaction/orderInfoConsume: consumptions of orders, reported by the consumer side or an operator. */
@ApiTags('prepaid-transaction')
@Controller('prepaid-transaction/orderInfoConsume')
export class ConsumptionController {
  constructor(
    private readonly consumptions: ConsumptionQueries,
    private readonly orders: OrderHandlers,
  ) {}

  @Reads('list', 'consume_view', 'Consumptions newest first (orderId to see one order), with their split')
  @Answers(pageOf(consumptionRecord))
  list(@ListQuery(consumptionList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.consumptions.page(caller.tenantId, list);
  }

  @Reads('detail', 'consume_view', 'One consumption')
  @Answers(consumptionRecord)
  detail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Writes(
    'report',
    'consume_add',
    "Consumer-side intake: a consumption (yuan) of an order, never more than is frozen; split into the merchant's share and the provision",
  )
  @Answers(consumptionRecord)
  async report(@BodyParams(consumptionSchema) form: ConsumptionForm, @Caller() caller: RequestContext) {
    return this.record(form, 'consumer', caller);
  }

  @Writes(
    'submit',
    ['consume_add', 'consume_edit'],
    'An operator records a consumption; a recorded one (id given) moved money and is never edited',
  )
  @Answers(consumptionRecord)
  async submit(@BodyParams(consumptionSchema) form: ConsumptionForm, @Caller() caller: RequestContext) {
    if (form.id) {
      await this.found(caller, form.id);
      throw new RefusedError(movedMoney);
    }
    return this.record(form, 'operator', caller);
  }

  @Writes('remove', 'consume_delete', 'Refused: a consumption moved money, which only a refund moves back')
  @Answers(nothing)
  async remove(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    for (const id of ids) await this.found(caller, id);
    throw new RefusedError(movedMoney);
  }

  private async record(form: ConsumptionForm, reportedBy: 'consumer' | 'operator', caller: RequestContext) {
    const { orderId, consumeAmount, remark } = form;
    const consumed = await this.orders.consume(
      orderId,
      { amountFen: consumeAmount, remark, reportedBy },
      caller,
    );
    // The read models hold it now (the write waited for them): answered from the row it wrote.
    return consumptionRead(consumed, caller.tenantId);
  }

  private async found(caller: RequestContext, id: string) {
    const record = await this.consumptions.findRecord(caller.tenantId, id);
    if (!record) throw new NotFoundError(consumptionNotFound);
    return record;
  }
}
