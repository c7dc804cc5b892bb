import type {
  CompleteTask,
  FlowModelDetail,
  LeaveDetail,
  ModelView,
  ProcessDefinition,
  StartedLeave,
  StartLeave,
} from '@console/features/workflow/api/workflow-wire';
import { taskCalls } from '@console/lib/menu/work-paths';
import type { HttpClient } from '@console/lib/http/http-client';

const flow = '/api/blade-flow';
const leave = '/api/blade-desk/process/leave';

/** Where a deployment goes: its category, and the tenants that see it (none: the caller's). */
export interface DeployTarget {
  category: string;
  tenantIds: readonly string[];
}

/** Which diagram to show: a running or finished instance's, or a deployed definition's. */
export type DiagramOf = { processInstanceId: string } | { processDefinitionId: string };

/** The workflow calls beyond the lists, which the screens read through the resource screen. */
export function workflowApi(http: HttpClient) {
  const postQuery = (path: string, query: Record<string, string>) => http.post(path, undefined, { query });
  return {
    model: (id: string) => http.get<FlowModelDetail>(`${flow}/model/detail`, { id }),
    saveModel: (model: { id?: string; modelKey: string; name: string; description: string; xml: string }) =>
      http.post<FlowModelDetail>(`${flow}/model/submit`, model),
    deployModel: (modelId: string, target: DeployTarget) =>
      http.post<ProcessDefinition>(`${flow}/model/deploy`, {
        modelId,
        category: target.category,
        tenantIds: target.tenantIds.join(','),
      }),
    uploadDeployment: (target: DeployTarget, files: readonly File[]) => {
      const form = new FormData();
      form.append('category', target.category);
      form.append('tenantIds', target.tenantIds.join(','));
      for (const file of files) form.append('files', file, file.name);
      return http.post<ProcessDefinition[]>(`${flow}/manager/deploy-upload`, form);
    },
    changeState: (processId: string, state: 'active' | 'suspend') =>
      postQuery(`${flow}/manager/change-state`, { processId, state }),
    deleteDeployment: (deploymentIds: readonly string[]) =>
      postQuery(`${flow}/manager/delete-deployment`, { deploymentIds: deploymentIds.join(',') }),
    deleteInstance: (processInstanceId: string, deleteReason: string) =>
      http.post(`${flow}/follow/delete-process-instance`, { processInstanceId, deleteReason }),
    modelView: (of: DiagramOf) => http.get<ModelView>(`${flow}/process/model-view`, of),
    claimTask: (taskId: string) => postQuery(`${taskCalls}/claim-task`, { taskId }),
    completeTask: (task: CompleteTask) => http.post(`${taskCalls}/complete-task`, task),
    startLeave: (request: StartLeave) => http.post<StartedLeave>(`${leave}/start-process`, request),
    leave: (businessId: string) => http.get<LeaveDetail>(`${leave}/detail`, { businessId }),
  };
}

export type WorkflowApi = ReturnType<typeof workflowApi>;
