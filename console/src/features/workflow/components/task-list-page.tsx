import { CheckmarkRegular, InfoRegular, PenRegular, PlayRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenContext, ScreenOptions } from '@console/components/resource-screen/screen-options';
import type { DiagramOf } from '@console/features/workflow/api/workflow-api';
import {
  workflowCalls,
  workflowMetadata,
  type WorkflowList,
} from '@console/features/workflow/api/workflow-lists';
import { processForms } from '@console/features/workflow/api/process-forms';
import type { TaskFlag } from '@console/features/workflow/api/workflow-wire';
import { DiagramDialog } from '@console/features/workflow/components/diagram-dialog';
import { TaskDecisionDialog } from '@console/features/workflow/components/task-decision-dialog';
import {
  DiagramButton,
  useWorkflowApi,
  wordsCell,
} from '@console/features/workflow/components/workflow-rows';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const taskColumns = ['processDefinitionName', 'taskName', 'startUserName', 'categoryName', 'createTime'];
const columns: Record<WorkflowList, readonly string[]> = {
  model: [],
  manager: [],
  follow: [],
  start: ['key', 'name', 'categoryName', 'version', 'deploymentTime'],
  claim: taskColumns,
  todo: taskColumns,
  send: ['processDefinitionName', 'taskName', 'assigneeName', 'processIsFinished', 'createTime'],
  done: ['processDefinitionName', 'taskName', 'comment', 'processIsFinished', 'endTime'],
};

/** The permission code of each list's own action (platform-menu-modules.ts). */
const actionCode = { start: 'work_start_start', claim: 'work_claim_sign', todo: 'work_todo_handle' };

const text = (record: ResourceRecord, field: string) => String(record[field] ?? '');

/** A task handled in the lists' own dialog, and how to reload the list it came from. */
interface Handling {
  task: ResourceRecord;
  reload: () => void;
}

/**
 * One of the task lists of 我的事务 (start, claim, todo, send, done): the definitions the caller may
 * start, or tasks, each with the diagram of its process and, where the list allows it, the
 * start, claim, handle and detail actions. A process whose category has a form (the leave
 * form, 办公流程's) is started, handled and read on its pages; any other is handled in a dialog.
 */
function TaskList({ list }: { list: WorkflowList }) {
  const { t } = useTranslation('workflow');
  const { hasPermission, notifySuccess, notifyError, confirm } = useAppServices();
  const api = useWorkflowApi();
  const navigate = useNavigate();
  const metadata = useMemo(() => workflowMetadata(list), [list]);
  const [diagram, setDiagram] = useState<DiagramOf>();
  const [handling, setHandling] = useState<Handling>();

  const options = useMemo<ScreenOptions>(() => {
    const formsOf = (record: ResourceRecord) => processForms(text(record, 'category'));
    const may = (code: string) => hasPermission(code);

    const start = (definition: ResourceRecord) => {
      const forms = formsOf(definition);
      if (forms) void navigate(forms.form(definition.id));
      else notifyError(t('noForm', { name: text(definition, 'name') }));
    };
    const claim = async (task: ResourceRecord, context: ScreenContext) => {
      if (!(await confirm(t('confirm.claim', { name: text(task, 'taskName') })))) return;
      await api.claimTask(text(task, 'taskId'));
      notifySuccess(t('done.claimed'));
      context.reload();
    };
    const handle = (task: ResourceRecord, context: ScreenContext) => {
      const forms = formsOf(task);
      const businessId = text(task, 'businessId');
      if (forms && businessId)
        void navigate(
          forms.handle({
            taskId: text(task, 'taskId'),
            processInstanceId: text(task, 'processInstanceId'),
            businessId,
          }),
        );
      else setHandling({ task, reload: context.reload });
    };
    const detailOf = (task: ResourceRecord) => {
      const forms = formsOf(task);
      const businessId = text(task, 'businessId');
      return forms && businessId
        ? forms.detail({ processInstanceId: text(task, 'processInstanceId'), businessId })
        : undefined;
    };

    return {
      columns: columns[list],
      searchFields: list === 'start' ? ['category'] : ['taskName', 'category'],
      cells: {
        status: wordsCell(t('taskStatus', { returnObjects: true })),
        processIsFinished: wordsCell(t('processProgress', { returnObjects: true })),
      },
      calls: workflowCalls(list),
      rowButtons: (record, context) => {
        const detail = list === 'start' ? undefined : detailOf(record);
        return (
          <>
            {list === 'start' && may(actionCode.start) && (
              <RowButton label={t('actions.start')} icon={<PlayRegular />} onClick={() => start(record)} />
            )}
            {list === 'claim' && may(actionCode.claim) && (
              <RowButton
                label={t('actions.claim')}
                icon={<CheckmarkRegular />}
                onClick={() => void claim(record, context).catch(() => undefined)}
              />
            )}
            {list === 'todo' && may(actionCode.todo) && (
              <RowButton
                label={t('actions.handle')}
                icon={<PenRegular />}
                onClick={() => handle(record, context)}
              />
            )}
            {detail && (
              <RowButton
                label={t('actions.detail')}
                icon={<InfoRegular />}
                onClick={() => void navigate(detail)}
              />
            )}
            <DiagramButton
              onClick={() =>
                setDiagram(
                  list === 'start'
                    ? { processDefinitionId: record.id }
                    : { processInstanceId: text(record, 'processInstanceId') },
                )
              }
            />
          </>
        );
      },
    };
  }, [list, t, hasPermission, notifyError, notifySuccess, confirm, api, navigate]);

  const decide = async (flag: TaskFlag, comment: string) => {
    if (!handling) return;
    const { task, reload } = handling;
    await api.completeTask({
      taskId: text(task, 'taskId'),
      processInstanceId: text(task, 'processInstanceId'),
      flag,
      comment,
    });
    notifySuccess(t('done.completed'));
    setHandling(undefined);
    reload();
  };

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {diagram && <DiagramDialog of={diagram} onClose={() => setDiagram(undefined)} />}
      {handling && (
        <TaskDecisionDialog
          taskName={text(handling.task, 'taskName')}
          onDecide={(flag, comment) => void decide(flag, comment).catch(() => undefined)}
          onCancel={() => setHandling(undefined)}
        />
      )}
    </>
  );
}

/** The page of one task list. */
export function taskListPage(list: WorkflowList) {
  return function TaskListPage() {
    return <TaskList list={list} />;
  };
}
