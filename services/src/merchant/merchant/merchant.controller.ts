import { z } from 'zod';
import { Answers } from '@platform/http/answers';
import { nothing } from '@platform/http/wire-shapes';
import {
  merchantPage,
  merchantRecord,
  merchantSignAddress,
  walletCheck,
} from '@services/merchant/merchant/merchant.wire';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { treeNode } from '@platform/http/wire-shapes';
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
    private readonly merchants: MerchantQueries,
    private readonly handlers: MerchantHandlers,
  ) {}

  @Reads('list', 'merchant_view', '商户: 列表(分页)')
  @Answers(merchantPage)
  list(@ListQuery(merchantList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.page(list, caller);
  }

  @Reads(
    'page',
    'merchant_view',
    '商户: 分页; filters merchantName, creditCode, legalPerson, phone, industryCategory, superviseBankId',
  )
  @Answers(merchantPage)
  page(@ListQuery(merchantList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.merchants.page(caller.tenantId, list);
  }

  @Reads('detail', 'merchant_view', '商户: 详情')
  @Answers(merchantRecord)
  detail(@QueryParams(detailQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Writes('submit', 'merchant_add', '商户: 新增(无 id)或修改')
  @Answers(merchantRecord)
  async submit(@BodyParams(merchantFormSchema) form: MerchantForm, @Caller() caller: RequestContext) {
    return this.found(caller, await this.handlers.submit(form, caller));
  }

  @Writes('remove', 'merchant_delete', '商户: 删除(全部或全不)')
  @Answers(nothing)
  async remove(@Params(removeQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.remove(ids, caller);
    return {};
  }

  @Reads('getMerchantTree', 'merchant_view', '商户: 选择树(按名称筛选)')
  @Answers(z.array(treeNode))
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

  @Reads('getSignAddress', 'merchant_sign', '商户: 电子合同签约地址')
  @Answers(merchantSignAddress)
  async signAddress(@QueryParams(detailQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    const merchant = await this.found(caller, id);
    return { id: merchant.id, merchantName: merchant.merchantName, signAddress: signAddressOf(merchant) };
  }

  @Reads('isDigitalYuanNumber', 'merchant_view', '商户: 数字人民币钱包编号是否有效')
  @Answers(walletCheck)
  isDigitalYuanNumber(@QueryParams(walletQuery) { digitalYuanWallet }: { digitalYuanWallet: string }) {
    return { valid: isDigitalYuanNumber(digitalYuanWallet.trim()) };
  }

  private async found(caller: RequestContext, id: string) {
    const merchant = await this.merchants.find(caller.tenantId, id);
    if (!merchant) throw new NotFoundError(merchantNotFound);
    return merchant;
  }
}
