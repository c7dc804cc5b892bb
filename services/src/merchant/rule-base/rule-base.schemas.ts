import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import { idsOrNoneSchema } from '@services/merchant/merchant/merchant.schemas';
import { resourceFormSchema } from '@services/merchant/resource-form';
import { ruleBaseResource } from '@services/merchant/rule-base/rule-base.resource';

/** save: a new rule; an id in the body is ignored. */
export const ruleSaveForm = resourceFormSchema(ruleBaseResource, { withId: false });

/** update: the rule's id is required, after its fields. */
export const ruleUpdateForm = resourceFormSchema(ruleBaseResource).refine((form) => form.id !== undefined, {
  message: '请选择要修改的规则',
  path: ['id'],
});

/** saveMerchantRule: the merchant and the rules it is bound to (empty: none). */
export const merchantRulesSchema = z.object({ merchantId: idSchema, ruleIds: idsOrNoneSchema });
export type MerchantRules = z.output<typeof merchantRulesSchema>;

export const merchantIdQuery = z.object({ merchantId: idSchema });
