import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/**
 * The fields of a generic tree node (WIRE.md "Generic tree nodes") titled by a name, as the
 * context's selection trees answer them: categories and merchants.
 */
export const namedTreeNode = z.strictObject({
  id: wire.id,
  /** "0" at the top level. */
  parentId: wire.id,
  title: z.string(),
  key: wire.id,
  value: wire.id,
  hasChildren: z.boolean(),
});
