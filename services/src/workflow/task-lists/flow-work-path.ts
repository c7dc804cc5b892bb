/** Where blade-flow serves the caller's own work (the task lists, claim-task, complete-task). */
export const flowWorkPath = 'blade-flow/work';
