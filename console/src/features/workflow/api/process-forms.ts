import { workModule } from '@console/lib/menu/work-paths';

/**
 * The processes the console has forms for, by process definition key: where a request of that
 * process is made, handled and read (SPEC.md §2). A process without one is handled in the task
 * lists' own dialog.
 */
const formsByKey: Record<string, string> = { leave: `${workModule}/process/leave` };

export interface ProcessForms {
  form: (processDefinitionId: string) => string;
  handle: (task: { taskId: string; processInstanceId: string; businessId: string }) => string;
  detail: (instance: { processInstanceId: string; businessId: string }) => string;
}

/** The pages of a process's form, or undefined when the console has none for it. */
export function processForms(processDefinitionKey: string): ProcessForms | undefined {
  const base = formsByKey[processDefinitionKey];
  if (!base) return undefined;
  return {
    form: (processDefinitionId) => `${base}/form/${encodeURIComponent(processDefinitionId)}`,
    handle: ({ taskId, processInstanceId, businessId }) =>
      `${base}/handle/${taskId}/${processInstanceId}/${businessId}`,
    detail: ({ processInstanceId, businessId }) => `${base}/detail/${processInstanceId}/${businessId}`,
  };
}
