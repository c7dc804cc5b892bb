import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { merchantList, MerchantQueries } from '@projections/merchant/merchant/merchant.queries';
import { merchantNotFound } from '@services/merchant/merchant/merchant.decider';
import { MerchantHandlers } from '@services/merchant/merchant/merchant.handlers';
import { isDigitalYuanNumber } from '@services/merchant/merchant/merchant-checks';
import {
  detailQuery,
  type MerchantForm,
  merchantFormSchema,
  removeQuery,
  treeQuery,
  walletQuery,
} from '@services/merchant/merchant/merchant.schemas';
import { signAddressOf } from '@services/merchant/merchant/sign-address';

/** prepaid-merchant/merchant: the merchants of the caller's tenant. */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/merchant')
export class MerchantController {
  constructor(
    @Inject(MerchantQueries) private readonly merchants: MerchantQueries,
    @Inject(MerchantHandlers) private readonly handlers: MerchantHandlers,
  ) {}

  @Get('list')
  @RequiresPermission('merchant_view')
  @ApiOperation({ summary: '商户: 列表(分页)' })
  list(@ListQuery(merchantList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.page(list, caller);
  }

  @Get('page')
  @RequiresPermission('merchant_view')
  @ApiOperation({
    summary:
      '商户: 分页; filters merchantName, creditCode, legalPerson, phone, industryCategory, superviseBankId',
  })
  page(@ListQuery(merchantList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.merchants.page(caller.tenantId, list);
  }

  @Get('detail')
  @RequiresPermission('merchant_view')
  @ApiOperation({ summary: '商户: 详情' })
  detail(@QueryParams(detailQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Post('submit')
  @HttpCode(200)
  @RequiresPermission('merchant_add')
  @ApiOperation({ summary: '商户: 新增(无 id)或修改' })
  async submit(@BodyParams(merchantFormSchema) form: MerchantForm, @Caller() caller: RequestContext) {
    return this.found(caller, await this.handlers.submit(form, caller));
  }

  @Post('remove')
  @HttpCode(200)
  @RequiresPermission('merchant_delete')
  @ApiOperation({ summary: '商户: 删除(全部或全不)' })
  async remove(@Params(removeQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.remove(ids, caller);
    return {};
  }

  @Get('getMerchantTree')
  @RequiresPermission('merchant_view')
  @ApiOperation({ summary: '商户: 选择树(按名称筛选)' })
  async merchantTree(
    @QueryParams(treeQuery) { merchantName }: { merchantName?: string },
    @Caller() caller: RequestContext,
  ) {
    const rows = await this.merchants.named(caller.tenantId, merchantName);
    return rows.map((row) => ({
      id: row.id,
      parentId: '0',
      title: row.merchantName,
      key: row.id,
      value: row.id,
      hasChildren: false,
    }));
  }

  @Get('getSignAddress')
  @RequiresPermission('merchant_sign')
  @ApiOperation({ summary: '商户: 电子合同签约地址' })
  async signAddress(@QueryParams(detailQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    const merchant = await this.found(caller, id);
    return { id: merchant.id, merchantName: merchant.merchantName, signAddress: signAddressOf(merchant) };
  }

  @Get('isDigitalYuanNumber')
  @RequiresPermission('merchant_view')
  @ApiOperation({ summary: '商户: 数字人民币钱包编号是否有效' })
  isDigitalYuanNumber(@QueryParams(walletQuery) { digitalYuanWallet }: { digitalYuanWallet: string }) {
    return { valid: isDigitalYuanNumber(digitalYuanWallet.trim()) };
  }

  private async found(caller: RequestContext, id: string) {
    const merchant = await this.merchants.find(caller.tenantId, id);
    if (!merchant) throw new NotFoundError(merchantNotFound);
    return merchant;
  }
}
