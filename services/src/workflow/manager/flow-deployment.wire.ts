import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/** A process definition as manager/list, model/deploy, deploy-upload and start-list answer it. */
export const processDefinition = z.strictObject({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  category: z.string(),
  categoryName: z.string(),
  version: z.number().int(),
  deploymentId: wire.id,
  deploymentTime: wire.time,
  /** 1 active, 2 suspended. */
  suspensionState: z.number().int(),
  resourceName: z.string(),
  tenantId: z.string(),
  /** The tenants that see it besides none: a comma list, the owner's first. */
  tenantIds: z.string(),
});
export type ProcessDefinition = z.output<typeof processDefinition>;
