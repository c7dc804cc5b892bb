import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import {
  filterableFieldsOf,
  ResourceRepository,
  sortableFieldsOf,
} from '@platform/resource-registry/resource.repository';
import { MerchantQueries } from '@projections/merchant/merchant/merchant.queries';
import { MerchantHandlers } from '@services/merchant/merchant/merchant.handlers';
import type { ResourceForm } from '@services/merchant/resource-form';
import { ruleBaseResource as rules } from '@services/merchant/rule-base/rule-base.resource';
import {
  merchantIdQuery,
  type MerchantRules,
  merchantRulesSchema,
  ruleSaveForm,
  ruleUpdateForm,
} from '@services/merchant/rule-base/rule-base.schemas';

const ruleList = { filterable: filterableFieldsOf(rules), sortable: sortableFieldsOf(rules) };

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
    @Inject(MerchantQueries) private readonly merchants: MerchantQueries,
    @Inject(MerchantHandlers) private readonly merchantHandlers: MerchantHandlers,
  ) {}

  @Get('page')
  @RequiresPermission('rule_base_view')
  @ApiOperation({ summary: '规则库: 分页' })
  page(@ListQuery(ruleList) { paging, filters, sorts }: ListRequest, @Caller() caller: RequestContext) {
    return this.records.page(rules, caller.tenantId, paging, filters, sorts);
  }

  @Get('getRuleList')
  @RequiresPermission('rule_base_view')
  @ApiOperation({ summary: '规则库: 全部规则(选择用)' })
  ruleList(@Caller() caller: RequestContext) {
    return this.records.select(rules, caller.tenantId);
  }

  @Post('save')
  @HttpCode(200)
  @RequiresPermission('rule_base_add')
  @ApiOperation({ summary: '规则库: 新增' })
  save(@BodyParams(ruleSaveForm) { values }: ResourceForm, @Caller() caller: RequestContext) {
    return this.write(undefined, values, caller);
  }

  @Post('update')
  @HttpCode(200)
  @RequiresPermission('rule_base_edit')
  @ApiOperation({ summary: '规则库: 修改' })
  update(@BodyParams(ruleUpdateForm) { id, values }: ResourceForm, @Caller() caller: RequestContext) {
    return this.write(id, values, caller);
  }

  @Get('getRuleIdsByMerchantId')
  @RequiresPermission('rule_base_view')
  @ApiOperation({ summary: '规则库: 商户已绑定的规则 id' })
  ruleIdsOf(
    @QueryParams(merchantIdQuery) { merchantId }: { merchantId: string },
    @Caller() caller: RequestContext,
  ) {
    return this.merchants.ruleIds(caller.tenantId, merchantId);
  }

  @Post('saveMerchantRule')
  @HttpCode(200)
  @RequiresPermission('rule_base_merchant')
  @ApiOperation({ summary: '规则库: 设置商户绑定的规则(全部或全不)' })
  async saveMerchantRule(
    @Params(merchantRulesSchema) { merchantId, ruleIds }: MerchantRules,
    @Caller() caller: RequestContext,
  ) {
    await this.merchantHandlers.setRules(merchantId, ruleIds as string[], caller);
    return {};
  }

  private async write(id: string | undefined, values: Record<string, unknown>, caller: RequestContext) {
    const savedId = await this.handlers.submit(rules, id, values, caller);
    return this.records.detail(rules, caller.tenantId, savedId);
  }
}
