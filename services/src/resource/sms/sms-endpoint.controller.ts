import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { Caller, Params } from '@platform/http/request-params';
import { Writes } from '@platform/http/routes';
import { type SendMessageParams, sendMessageParams } from '@services/resource/sms/sms-endpoint.schemas';
import { SmsSenders } from '@services/resource/sms/sms-senders';

/**
 * blade-resource/sms/endpoint: a message sent with the caller's tenant's enabled SMS setting.
 * In the request, not a job: the caller asked to send now and is told whether the provider took
 * it (SmsSenders bounds the wait by SMS_TIMEOUT_MS).
 */
@ApiTags('blade-resource')
@Controller('blade-resource/sms/endpoint')
export class SmsEndpointController {
  constructor(private readonly senders: SmsSenders) {}

  @Writes(
    'send-message',
    'sms_send',
    'Send a templated message to comma-joined phones with the enabled SMS setting',
  )
  @Answers(z.strictObject({}))
  async sendMessage(@Params(sendMessageParams) params: SendMessageParams, @Caller() caller: RequestContext) {
    await this.senders.send(caller.tenantId, {
      phones: params.phones,
      template: params.code,
      params: params.params,
    });
    return {};
  }
}
