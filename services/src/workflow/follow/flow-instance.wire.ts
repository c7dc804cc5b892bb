import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/** A process instance as follow/list answers it. */
export const flowInstance = z.strictObject({
  processInstanceId: wire.id,
  processDefinitionId: z.string(),
  processDefinitionKey: z.string(),
  processDefinitionName: z.string(),
  processDefinitionVersion: z.number().int(),
  category: z.string(),
  businessTable: z.string(),
  businessId: z.string(),
  startUser: wire.id,
  startUserName: z.string(),
  startTime: wire.time,
  /** null while it runs. */
  endTime: wire.time.nullable(),
  status: z.enum(['running', 'finished', 'deleted']),
  deleteReason: z.string().nullable(),
});
export type FlowInstance = z.output<typeof flowInstance>;
