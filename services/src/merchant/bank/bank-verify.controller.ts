import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { idSchema } from '@platform/http/id-schemas';
import { parseWith } from '@platform/http/zod-validation';
import { BankVerifyService } from '@services/merchant/bank/bank-verify.service';

const amountMessage = '请输入到账金额(0.01 至 0.99 元)';
const idQuery = z.object({ id: idSchema });
/** The amount the merchant saw arrive, in yuan ("0.37"), as fen. */
const verifyQuery = z.object({
  id: idSchema,
  transAmt: z
    .union([z.string(), z.number()], { error: amountMessage })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^0?\.\d{1,2}$|^0(\.\d{1,2})?$/, amountMessage))
    .transform((text) => Math.round(Number(text) * 100))
    .refine((fen) => fen >= 1 && fen <= 99, amountMessage),
});

/** Parameters from the query string or a JSON body, whichever the console sent. */
function paramsOf(request: FastifyRequest): object {
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  return { ...body, ...(request.query as object) };
}

/** prepaid-merchant/merchantBankVerify: proving a merchant's supervise account by micro-deposit. */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/merchantBankVerify')
export class BankVerifyController {
  constructor(@Inject(BankVerifyService) private readonly verifications: BankVerifyService) {}

  @Post('requestBankVerify')
  @HttpCode(200)
  @RequiresPermission('bank_verify_request')
  @ApiOperation({ summary: '银行账户验证: 请监管银行向商户账户打一笔随机小额(id = 商户 id)' })
  request(@Req() request: FastifyRequest) {
    const { id } = parseWith(idQuery, paramsOf(request));
    return this.verifications.request(id, currentRequestContext(), new Date());
  }

  @Post('accountVerify')
  @HttpCode(200)
  @RequiresPermission('bank_verify_account')
  @ApiOperation({ summary: '银行账户验证: 输入到账金额(id, transAmt);最多 3 次' })
  verify(@Req() request: FastifyRequest) {
    const { id, transAmt } = parseWith(verifyQuery, paramsOf(request));
    return this.verifications.verify(id, transAmt, currentRequestContext(), new Date());
  }

  @Get('selectValidAccount')
  @RequiresPermission('bank_verify_view')
  @ApiOperation({ summary: '银行账户验证: 商户已验证的账户' })
  validAccount(@Req() request: FastifyRequest) {
    const { id } = parseWith(idQuery, request.query);
    return this.verifications.validAccount(id, currentRequestContext().tenantId);
  }
}
