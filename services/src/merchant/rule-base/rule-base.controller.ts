import { z } from 'zod';
import { Answers } from '@platform/http/answers';
import { nothing, wire } from '@platform/http/wire-shapes';
import { resourceAnswers } from '@platform/resource-registry/resource-answers';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
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
/** The rule records as the declaration's own routes answer them. */
const answers = resourceAnswers(rules);

/**
 * prepaid-merchant/ruleBase: the rule records (page, save, update; detail and remove are the
 * declaration's generic routes) and which rules each merchant is bound to.
 */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/ruleBase')
export class RuleBaseController {
  constructor(
    private readonly handlers: ResourceHandlers,
    private readonly records: ResourceRepository,
    private readonly merchants: MerchantQueries,
    private readonly merchantHandlers: MerchantHandlers,
  ) {}

  @Reads('page', 'rule_base_view', '规则库: 分页')
  @Answers(answers.list)
  page(@ListQuery(ruleList) { paging, filters, sorts }: ListRequest, @Caller() caller: RequestContext) {
    return this.records.page(rules, caller.tenantId, paging, filters, sorts);
  }

  @Reads('getRuleList', 'rule_base_view', '规则库: 全部规则(选择用)')
  @Answers(answers.select)
  ruleList(@Caller() caller: RequestContext) {
    return this.records.select(rules, caller.tenantId);
  }

  @Writes('save', 'rule_base_add', '规则库: 新增')
  @Answers(answers.detail)
  save(@BodyParams(ruleSaveForm) { values }: ResourceForm, @Caller() caller: RequestContext) {
    return this.write(undefined, values, caller);
  }

  @Writes('update', 'rule_base_edit', '规则库: 修改')
  @Answers(answers.detail)
  update(@BodyParams(ruleUpdateForm) { id, values }: ResourceForm, @Caller() caller: RequestContext) {
    return this.write(id, values, caller);
  }

  @Reads('getRuleIdsByMerchantId', 'rule_base_view', '规则库: 商户已绑定的规则 id')
  @Answers(z.array(wire.id))
  ruleIdsOf(
    @QueryParams(merchantIdQuery) { merchantId }: { merchantId: string },
    @Caller() caller: RequestContext,
  ) {
    return this.merchants.ruleIds(caller.tenantId, merchantId);
  }

  @Writes('saveMerchantRule', 'rule_base_merchant', '规则库: 设置商户绑定的规则(全部或全不)')
  @Answers(nothing)
  async saveMerchantRule(
    @Params(merchantRulesSchema) { merchantId, ruleIds }: MerchantRules,
    @Caller() caller: RequestContext,
  ) {
    await this.merchantHandlers.setRules(merchantId, ruleIds as string[], caller);
    return {};
  }

  private async write(id: string | undefined, values: Record<string, unknown>, caller: RequestContext) {
    return (await this.handlers.submit(rules, id, values, caller)).answer;
  }
}
