import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import { cardList, CardQueries } from '@projections/money/card/card.queries';
import { type CardForm, cardFormSchema } from '@services/money/card/card.schemas';
import { cardRecord } from '@services/money/card/card.wire';
import { idQuery, idsQuery } from '@services/money/consumption/consumption.schemas';
import { OrderHandlers } from '@services/money/order/order.handlers';

const cardNotFound = '卡信息不存在';

/**
 * prepaid-transaction/cardInfo: the cards, each bound to the order it was created with. A card
 * is born with its order and lives as long as it (the bank and the consumer side name it), so
 * submit only corrects the holder of an existing card, and remove is refused.
 */
@ApiTags('prepaid-transaction')
@Controller('prepaid-transaction/cardInfo')
export class CardController {
  constructor(
    private readonly cards: CardQueries,
    private readonly orders: OrderHandlers,
  ) {}

  @Reads('list', 'card_info_view', 'Cards newest first; cardNo is exact')
  @Answers(pageOf(cardRecord))
  list(@ListQuery(cardList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.cards.page(caller.tenantId, list);
  }

  @Reads('detail', 'card_info_view', 'One card')
  @Answers(cardRecord)
  detail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Writes(
    'submit',
    ['card_info_add', 'card_info_edit'],
    "Correct a card's holder name and phone; cards are created with their order, and their number stays",
  )
  @Answers(cardRecord)
  async submit(@BodyParams(cardFormSchema) form: CardForm, @Caller() caller: RequestContext) {
    if (!form.id) throw new RefusedError('卡信息随订单创建,请通过订单创建');
    const card = await this.found(caller, form.id);
    if (form.cardNo !== undefined && form.cardNo !== card.cardNo)
      throw new RefusedError('卡号已绑定订单,不能修改');
    const holder = { buyerName: form.holderName, buyerPhone: form.holderPhone };
    await this.orders.updateCardHolder(card.orderId, holder, caller);
    return this.found(caller, form.id);
  }

  @Writes(
    'remove',
    'card_info_delete',
    'Refused: a card is bound to its order for as long as the order lives',
  )
  @Answers(nothing)
  async remove(@Params(idsQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    for (const id of ids) await this.found(caller, id);
    throw new RefusedError('卡片已绑定订单,不能删除');
  }

  private async found(caller: RequestContext, id: string) {
    const record = await this.cards.findRecord(caller.tenantId, id);
    if (!record) throw new NotFoundError(cardNotFound);
    return record;
  }
}
