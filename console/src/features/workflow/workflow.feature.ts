import type { WorkflowList } from '@console/features/workflow/api/workflow-lists';
import { workflowMessages } from '@console/features/workflow/workflow.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';
import { leavePages, workModule } from '@console/lib/menu/work-paths';

const taskList = (list: WorkflowList) => () =>
  import('@console/features/workflow/components/task-list-page').then((m) => m.taskListPage(list));
const leavePage = () =>
  import('@console/features/workflow/components/leave-request-page').then((m) => m.LeaveRequestPage);

/** Workflow: BPMN models, deployments, the instances, the task lists and the leave process. */
export const workflowFeature = defineFeature({
  namespace: 'workflow',
  messages: workflowMessages,
  menuPages: {
    '/flow/model': () => import('@console/features/workflow/components/model-page').then((m) => m.ModelPage),
    '/flow/manager': () =>
      import('@console/features/workflow/components/manager-page').then((m) => m.ManagerPage),
    '/flow/follow': () =>
      import('@console/features/workflow/components/follow-page').then((m) => m.FollowPage),
    [`${workModule}/start`]: taskList('start'),
    [`${workModule}/claim`]: taskList('claim'),
    [`${workModule}/todo`]: taskList('todo'),
    [`${workModule}/send`]: taskList('send'),
    [`${workModule}/done`]: taskList('done'),
  },
  routes: [
    {
      path: `${leavePages}/form/:processDefinitionId`,
      access: 'inLayout',
      tabLabel: 'workflow:leave.titles.form',
      page: () =>
        import('@console/features/workflow/components/leave-form-page').then((m) => m.LeaveFormPage),
    },
    {
      path: `${leavePages}/handle/:taskId/:processInstanceId/:businessId`,
      access: 'inLayout',
      tabLabel: 'workflow:leave.titles.handle',
      page: leavePage,
    },
    {
      path: `${leavePages}/detail/:processInstanceId/:businessId`,
      access: 'inLayout',
      tabLabel: 'workflow:leave.titles.detail',
      page: leavePage,
    },
  ],
});
