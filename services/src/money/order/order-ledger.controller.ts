import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { Caller, QueryParams } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { OrderQueries } from '@projections/money/order/order.queries';
import { idQuery } from '@services/money/consumption/consumption.schemas';
import { orderNotFound } from '@services/money/order/order.decider';
import { orderLedgerLines } from '@services/money/order/order-ledger';
import { orderLedgerLine } from '@services/money/order/order-ledger.wire';
import { orderStreamId } from '@services/money/order/order.stream';

/**
 * prepaid-transaction/orderInfo/ledger: one order's events with the ledger postings they carry,
 * read from its stream, which is the ledger itself (MONEY.md §4), so what the console shows is
 * what the verification checks.
 */
@ApiTags('prepaid-transaction')
@Controller('prepaid-transaction/orderInfo')
export class OrderLedgerController {
  constructor(
    private readonly orders: OrderQueries,
    @Inject(RUNTIME) private readonly runtime: RuntimeServices,
  ) {}

  @Reads('ledger', 'order_view', "The order's events in order, each with its ledger postings (yuan)")
  @Answers(z.array(orderLedgerLine))
  async ledger(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    // The tenant's read model says whether the order is the caller's to see.
    if (!(await this.orders.findRecord(caller.tenantId, id))) throw new NotFoundError(orderNotFound);
    const { events } = await this.runtime.infrastructure.store.readStream(orderStreamId(id));
    return orderLedgerLines(events);
  }
}
