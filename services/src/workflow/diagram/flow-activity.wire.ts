import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/**
 * One node an instance entered, as history-flow-list and model-view answer it (SPEC §4: with an
 * end time it is done, without one active). historyActivityId is the model's element id.
 */
export const flowActivity = z.strictObject({
  historyActivityId: z.string(),
  historyActivityName: z.string(),
  historyActivityType: z.string(),
  startTime: wire.time,
  endTime: wire.time.nullable(),
  assignee: wire.id.nullable(),
  assigneeName: z.string(),
  comment: z.string().nullable(),
});
export type FlowActivity = z.output<typeof flowActivity>;

/** process/model-view: the XML the viewer renders and the instance's history (none for a definition). */
export const modelView = z.strictObject({ xml: z.string(), flow: z.array(flowActivity) });
export type ModelView = z.output<typeof modelView>;
