import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/** A process model as model/list answers it; `version` counts the deployments made from it. */
export const flowModel = z.strictObject({
  id: wire.id,
  modelKey: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  version: z.number().int(),
  createTime: wire.time,
  updateTime: wire.time,
});
export type FlowModel = z.output<typeof flowModel>;

/** model/detail: the model with its BPMN XML, as the modeler opens it. */
export const flowModelDetail = flowModel.extend({ xml: z.string() });
export type FlowModelDetail = z.output<typeof flowModelDetail>;
