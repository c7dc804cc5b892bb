import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { pageOf } from '@platform/http/wire-shapes';
import {
  paymentDataLogList,
  PaymentDataLogQueries,
} from '@projections/money/payment-data-log/payment-data-log.queries';
import { paymentDataLogRecord } from '@services/money/payment-data-log/payment-data-log.wire';

/** prepaid-payment/paymentDataLog: every raw notice of the supervise bank (WIRE.md names the path). */
@ApiTags('prepaid-payment')
@Controller('prepaid-payment/paymentDataLog')
export class PaymentDataLogController {
  constructor(private readonly log: PaymentDataLogQueries) {}

  @Reads(
    'list',
    'payment_log_view',
    'Raw bank notices newest first; status 1 accepted, 0 rejected (with why)',
  )
  @Answers(pageOf(paymentDataLogRecord))
  list(@ListQuery(paymentDataLogList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.log.page(caller.tenantId, list);
  }
}
