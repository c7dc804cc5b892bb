import type { Reference } from '@platform/references/reference';

/**
 * The ids workflow records hold are their own (a task's instance, a definition's deployment),
 * written by the engine rather than named by a caller: no reference to check.
 */
export const workflowReferences: readonly Reference[] = [];
