import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { ValidationError } from '@platform/errors/domain-errors';
import { parseFilters } from '@platform/http/filters';
import { pageQuery } from '@platform/http/paging';
import { parseSort } from '@platform/http/sorting';
import { parseWith } from '@platform/http/zod-validation';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import {
  filterableFieldsOf,
  ResourceRepository,
  sortableFieldsOf,
} from '@platform/resource-registry/resource.repository';
import { merchantIdQuery, merchantRulesSchema } from '@services/merchant/merchant/merchant.schemas';
import { MerchantService } from '@services/merchant/merchant/merchant.service';
import { MerchantsRepository } from '@services/merchant/merchant/merchants.repository';
import { resourceForm } from '@services/merchant/resources/resource-form';
import { ruleBaseResource as rules } from '@services/merchant/resources/rule-base.resource';

const ruleForm = resourceForm(rules);
const filterable = filterableFieldsOf(rules);
const sortable = sortableFieldsOf(rules);

/**
 * prepaid-merchant/ruleBase: the rule records (page, save, update; detail and remove are the
 * declaration's generic routes) and which rules each merchant is bound to.
 */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/ruleBase')
export class RuleBaseController {
  constructor(
    @Inject(ResourceHandlers) private readonly handlers: ResourceHandlers,
    @Inject(ResourceRepository) private readonly records: ResourceRepository,
    @Inject(MerchantsRepository) private readonly merchants: MerchantsRepository,
    @Inject(MerchantService) private readonly merchantService: MerchantService,
  ) {}

  @Get('page')
  @RequiresPermission('rule_base_view')
  @ApiOperation({ summary: '规则库: 分页' })
  page(@Req() request: FastifyRequest) {
    const query = request.query as Record<string, unknown>;
    const paging = parseWith(pageQuery, query);
    return this.records.page(
      rules,
      currentRequestContext().tenantId,
      paging,
      parseFilters(query, { filterable }),
      parseSort(query, sortable),
    );
  }

  @Get('getRuleList')
  @RequiresPermission('rule_base_view')
  @ApiOperation({ summary: '规则库: 全部规则(选择用)' })
  ruleList() {
    return this.records.select(rules, currentRequestContext().tenantId);
  }

  @Post('save')
  @HttpCode(200)
  @RequiresPermission('rule_base_add')
  @ApiOperation({ summary: '规则库: 新增' })
  save(@Req() request: FastifyRequest) {
    const { values } = ruleForm({ ...(request.body as object), id: undefined });
    return this.write(undefined, values);
  }

  @Post('update')
  @HttpCode(200)
  @RequiresPermission('rule_base_edit')
  @ApiOperation({ summary: '规则库: 修改' })
  update(@Req() request: FastifyRequest) {
    const { id, values } = ruleForm(request.body);
    if (id === undefined) throw new ValidationError('请选择要修改的规则', 'id');
    return this.write(id, values);
  }

  @Get('getRuleIdsByMerchantId')
  @RequiresPermission('rule_base_view')
  @ApiOperation({ summary: '规则库: 商户已绑定的规则 id' })
  ruleIdsOf(@Req() request: FastifyRequest) {
    const { merchantId } = parseWith(merchantIdQuery, request.query);
    return this.merchants.ruleIds(currentRequestContext().tenantId, merchantId);
  }

  @Post('saveMerchantRule')
  @HttpCode(200)
  @RequiresPermission('rule_base_merchant')
  @ApiOperation({ summary: '规则库: 设置商户绑定的规则(全部或全不)' })
  async saveMerchantRule(@Req() request: FastifyRequest) {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const { merchantId, ruleIds } = parseWith(merchantRulesSchema, { ...(request.query as object), ...body });
    await this.merchantService.setRules(merchantId, ruleIds as string[], currentRequestContext(), new Date());
    return {};
  }

  private async write(id: string | undefined, values: Record<string, unknown>) {
    const context = currentRequestContext();
    const savedId = await this.handlers.submit(rules, id, values, context);
    return this.records.detail(rules, context.tenantId, savedId);
  }
}
