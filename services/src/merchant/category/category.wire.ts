import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/**
 * What prepaid-merchant/category's own reads answer (category.controller.ts), declared once as
 * the answers' schemas (/api/docs, and checked against every answer in tests). newlist answers
 * the plain records of merchantCategoryResource, each with hasChildren.
 */

/** A category as the merchant form's industry boxes list it (merchantIndustryCategory, ...sub). */
export const categoryOption = z.strictObject({
  id: wire.id,
  /** "0" at the top level. */
  parentId: wire.id,
  industryCategory: z.string(),
  hasChildren: z.boolean(),
});
export type CategoryOption = z.output<typeof categoryOption>;
