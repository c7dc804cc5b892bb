import { merchantCategoryResource } from '@services/merchant/category/merchant-category.resource';
import { industryTagResource } from '@services/merchant/industry-tag/industry-tag.resource';
import { merchantExtResource } from '@services/merchant/merchant-ext/merchant-ext.resource';
import { ruleBaseResource } from '@services/merchant/rule-base/rule-base.resource';
import { superviseBankResource } from '@services/merchant/supervise-bank/supervise-bank.resource';

/** The plain records of prepaid-merchant, served by the generic resource machinery. */
export const merchantResources = [
  industryTagResource,
  superviseBankResource,
  merchantCategoryResource,
  ruleBaseResource,
  merchantExtResource,
];
