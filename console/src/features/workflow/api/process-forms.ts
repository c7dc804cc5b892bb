import { leavePages } from '@console/lib/menu/work-paths';

/**
 * The forms of the process categories, as BladeX's console routes them: a process is started,
 * handled and read on the pages of its category's form (SPEC.md §2), whatever its key, so that a
 * process modeled and deployed in 办公流程 (flow_1) runs on the leave form. A process of a
 * category without one is handled in the task lists' own dialog.
 */
const formsByCategory: Record<string, string> = { flow_1: leavePages };

export interface ProcessForms {
  form: (processDefinitionId: string) => string;
  handle: (task: { taskId: string; processInstanceId: string; businessId: string }) => string;
  detail: (instance: { processInstanceId: string; businessId: string }) => string;
}

/** The pages of a category's form, or undefined when the console has none for it. */
export function processForms(category: string): ProcessForms | undefined {
  const base = formsByCategory[category];
  if (!base) return undefined;
  return {
    form: (processDefinitionId) => `${base}/form/${encodeURIComponent(processDefinitionId)}`,
    handle: ({ taskId, processInstanceId, businessId }) =>
      `${base}/handle/${taskId}/${processInstanceId}/${businessId}`,
    detail: ({ processInstanceId, businessId }) => `${base}/detail/${processInstanceId}/${businessId}`,
  };
}
