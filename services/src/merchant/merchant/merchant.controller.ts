import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { parseFilters } from '@platform/http/filters';
import { pageQuery } from '@platform/http/paging';
import { parseWith } from '@platform/http/zod-validation';
import { merchantNotFound } from '@services/merchant/merchant/merchant.decider';
import { isDigitalYuanNumber } from '@services/merchant/merchant/merchant-checks';
import {
  detailQuery,
  merchantFormSchema,
  removeQuery,
  treeQuery,
  walletQuery,
} from '@services/merchant/merchant/merchant.schemas';
import { MerchantService } from '@services/merchant/merchant/merchant.service';
import { merchantFilterable, MerchantsRepository } from '@services/merchant/merchant/merchants.repository';
import { signAddressOf } from '@services/merchant/merchant/sign-address';

/** prepaid-merchant/merchant: the merchants of the caller's tenant. */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/merchant')
export class MerchantController {
  constructor(
    @Inject(MerchantsRepository) private readonly merchants: MerchantsRepository,
    @Inject(MerchantService) private readonly service: MerchantService,
  ) {}

  @Get('list')
  @RequiresPermission('merchant_view')
  @ApiOperation({ summary: '商户: 列表(分页)' })
  list(@Req() request: FastifyRequest) {
    return this.page(request);
  }

  @Get('page')
  @RequiresPermission('merchant_view')
  @ApiOperation({
    summary:
      '商户: 分页; filters merchantName, creditCode, legalPerson, phone, industryCategory, superviseBankId',
  })
  page(@Req() request: FastifyRequest) {
    const query = request.query as Record<string, unknown>;
    const paging = parseWith(pageQuery, query);
    const filters = parseFilters(query, { filterable: merchantFilterable });
    return this.merchants.page(currentRequestContext().tenantId, paging, filters);
  }

  @Get('detail')
  @RequiresPermission('merchant_view')
  @ApiOperation({ summary: '商户: 详情' })
  async detail(@Req() request: FastifyRequest) {
    const { id } = parseWith(detailQuery, request.query);
    const merchant = await this.merchants.find(currentRequestContext().tenantId, id);
    if (!merchant) throw new NotFoundError(merchantNotFound);
    return merchant;
  }

  @Post('submit')
  @HttpCode(200)
  @RequiresPermission('merchant_add')
  @ApiOperation({ summary: '商户: 新增(无 id)或修改' })
  submit(@Req() request: FastifyRequest) {
    return this.service.save(
      parseWith(merchantFormSchema, request.body ?? {}),
      currentRequestContext(),
      new Date(),
    );
  }

  @Post('remove')
  @HttpCode(200)
  @RequiresPermission('merchant_delete')
  @ApiOperation({ summary: '商户: 删除(全部或全不)' })
  async remove(@Req() request: FastifyRequest) {
    const query = request.query as Record<string, unknown>;
    const { ids } = parseWith(removeQuery, { ids: query.ids ?? request.body });
    await this.service.remove(ids, currentRequestContext(), new Date());
    return {};
  }

  @Get('getMerchantTree')
  @RequiresPermission('merchant_view')
  @ApiOperation({ summary: '商户: 选择树(按名称筛选)' })
  @ApiQuery({ name: 'merchantName', required: false })
  async merchantTree(@Req() request: FastifyRequest) {
    const { merchantName } = parseWith(treeQuery, request.query);
    const rows = await this.merchants.named(currentRequestContext().tenantId, merchantName);
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
  async signAddress(@Req() request: FastifyRequest) {
    const { id } = parseWith(detailQuery, request.query);
    const merchant = await this.merchants.find(currentRequestContext().tenantId, id);
    if (!merchant) throw new NotFoundError(merchantNotFound);
    return { id: merchant.id, merchantName: merchant.merchantName, signAddress: signAddressOf(merchant) };
  }

  @Get('isDigitalYuanNumber')
  @RequiresPermission('merchant_view')
  @ApiOperation({ summary: '商户: 数字人民币钱包编号是否有效' })
  @ApiQuery({ name: 'digitalYuanWallet', required: true })
  isDigitalYuanNumber(@Req() request: FastifyRequest) {
    const { digitalYuanWallet } = parseWith(walletQuery, request.query);
    return { valid: isDigitalYuanNumber(digitalYuanWallet.trim()) };
  }
}
