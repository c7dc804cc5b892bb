import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import { merchantExtResource } from '@services/merchant/merchant-ext/merchant-ext.resource';
import { resourceFormSchema } from '@services/merchant/resource-form';

export const merchantExtForm = resourceFormSchema(merchantExtResource);

/** handleExport: one merchant's extensions, or all of the tenant's. */
export const exportQuery = z.object({
  merchantId: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
});
