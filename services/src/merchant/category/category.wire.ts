import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';
import { namedTreeNode } from '@services/merchant/tree-node.wire';

/**
 * What prepaid-merchant/category's own reads answer (category.controller.ts), declared once as
 * the answers' schemas (/api/docs, and checked against every answer in tests). newlist answers
 * the plain records of merchantCategoryResource, each with hasChildren.
 */

/** A category as a generic tree node (WIRE.md), titled by its name; `children` absent on a leaf. */
export const categoryNode = namedTreeNode.extend({
  get children() {
    return z.array(categoryNode).optional();
  },
});
export type CategoryNode = z.output<typeof categoryNode>;

/** A category as the merchant form's industry boxes list it (merchantIndustryCategory, ...sub). */
export const categoryOption = z.strictObject({
  id: wire.id,
  /** "0" at the top level. */
  parentId: wire.id,
  industryCategory: z.string(),
  hasChildren: z.boolean(),
});
export type CategoryOption = z.output<typeof categoryOption>;
