import { Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { Public } from '@platform/access/public.decorator';
import { Clock } from '@platform/clock/clock';
import { Answers } from '@platform/http/answers';
import { Params } from '@platform/http/request-params';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';
import { signingInTenant } from '@services/auth/oauth/signing-in-tenant';
import { TokenRateLimited } from '@services/auth/rate-limit/token-rate-limited.decorator';
import { loginHeaders } from '@services/auth/oauth/token-request';
import {
  type CheckValidateCodeParams,
  checkValidateCodeParams,
  type SendValidateMessageParams,
  sendValidateMessageParams,
} from '@services/auth/validate-code/validate-code.schemas';
import { ValidateCodes } from '@services/auth/validate-code/validate-codes';

/**
 * prepaid-message: verification codes by SMS. Public, as the phone-code login needs a code
 * before anyone is signed in; the per-phone send limits bound what a caller can spend.
 */
@ApiTags('prepaid-message')
@Controller('prepaid-message')
export class ValidateCodeController {
  constructor(
    private readonly codes: ValidateCodes,
    private readonly tenants: TenantQueries,
    private readonly clock: Clock,
  ) {}

  @Post('sendValidateMessage')
  @Public()
  // Per client IP, with the token call: the per-phone limits alone let one caller spend on many phones.
  @TokenRateLimited()
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a six-digit verification code to a phone (limited per phone)' })
  @Answers(z.strictObject({}))
  async send(
    @Params(sendValidateMessageParams) params: SendValidateMessageParams,
    @Headers() headers: IncomingHttpHeaders,
  ) {
    await this.codes.send(await this.tenantOf(params.tenantId, headers), params.phone);
    return {};
  }

  @Post('checkValidateCode')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: "Check and use up a phone's verification code" })
  @Answers(z.strictObject({}))
  async check(
    @Params(checkValidateCodeParams) params: CheckValidateCodeParams,
    @Headers() headers: IncomingHttpHeaders,
  ) {
    await this.codes.use(await this.tenantOf(params.tenantId, headers), params.phone, params.code);
    return {};
  }

  /** The tenant the phone signs in to, as a login names it; it must exist and be open. */
  private tenantOf(asked: string | undefined, headers: IncomingHttpHeaders): Promise<string> {
    return signingInTenant(this.tenants, this.clock, { tenantId: asked }, loginHeaders(headers));
  }
}
