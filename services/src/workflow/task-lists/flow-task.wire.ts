import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/**
 * BladeX's statuses of a task list's row: a task to claim, a task to do, or 'finish' for every
 * row of send-list and done-list, whose processIsFinished says whether the instance has ended.
 */
export const flowTaskStatuses = ['claim', 'todo', 'finish'] as const;

/** BladeX's processIsFinished: whether the row's instance has ended (or was deleted). */
export const processProgress = ['finished', 'unfinished'] as const;

/**
 * A task as the task lists answer it, in the BladeX flow's names and values. send-list answers
 * one row per instance the caller started, with its newest task (none, for an instance that
 * waited nowhere); the other lists a row per task.
 */
export const flowTask = z.strictObject({
  taskId: wire.id.nullable(),
  taskName: z.string().nullable(),
  taskDefinitionKey: z.string().nullable(),
  processInstanceId: wire.id,
  processDefinitionId: z.string(),
  processDefinitionKey: z.string(),
  processDefinitionName: z.string(),
  processDefinitionVersion: z.number().int(),
  category: z.string(),
  categoryName: z.string(),
  businessTable: z.string(),
  businessId: z.string(),
  /** `businessTable:businessId`. */
  businessKey: z.string(),
  assignee: wire.id.nullable(),
  assigneeName: z.string(),
  startUser: wire.id,
  startUserName: z.string(),
  createTime: wire.time.nullable(),
  claimTime: wire.time.nullable(),
  endTime: wire.time.nullable(),
  comment: z.string().nullable(),
  flag: z.string().nullable(),
  processIsFinished: z.enum(processProgress),
  status: z.enum(flowTaskStatuses),
});
export type FlowTask = z.output<typeof flowTask>;
export type FlowTaskStatus = (typeof flowTaskStatuses)[number];
