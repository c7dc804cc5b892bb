import { Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@platform/access/public.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { RawBody } from '@platform/http/raw-body';
import { Caller } from '@platform/http/request-params';
import { nothing } from '@platform/http/wire-shapes';
import { ChargeNoticeHandlers } from '@services/money/deposit/charge-notice.handlers';

/**
 * prepaid-payment/bank: what the supervise bank calls. No token: the X-Bank-Signature header
 * (HMAC-SHA256 of the raw body) is the authentication, and a notice without a good one
 * answers 400 (charge-notice.handlers.ts says why not 401). The bank
 * retries until it hears success, which it hears once the notice is logged and the charge
 * recorded, and again for a repeat.
 */
@ApiTags('prepaid-payment')
@Controller('prepaid-payment/bank')
export class ChargeNoticeController {
  constructor(private readonly handlers: ChargeNoticeHandlers) {}

  @Post('charge-notify')
  @Public()
  @HttpCode(200)
  @Answers(nothing)
  @ApiOperation({
    summary:
      'The bank notifies a charge into the supervised account: { bankSerial, paymentNo, accountNo, payerName, amount (fen), valueDate, notifiedAt }, signed by X-Bank-Signature',
  })
  async chargeNotify(
    @RawBody() rawBody: Buffer,
    @Headers('x-bank-signature') signature: string | undefined,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.receive(rawBody, signature, caller);
    return {};
  }
}
