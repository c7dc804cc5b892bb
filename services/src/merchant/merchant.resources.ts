import { merchantCategoryResource } from '@services/merchant/category/merchant-category.resource';
import { industryTagResource } from '@services/merchant/resources/industry-tag.resource';
import { merchantExtResource } from '@services/merchant/resources/merchant-ext.resource';
import { ruleBaseResource } from '@services/merchant/resources/rule-base.resource';
import { superviseBankResource } from '@services/merchant/resources/supervise-bank.resource';

/** The plain records of prepaid-merchant, served by the generic resource machinery. */
export const merchantResources = [
  industryTagResource,
  superviseBankResource,
  merchantCategoryResource,
  ruleBaseResource,
  merchantExtResource,
];
