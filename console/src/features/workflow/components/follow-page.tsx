import { DeleteRegular, InfoRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PromptDialog } from '@console/components/prompt-dialog/prompt-dialog';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import type { DiagramOf } from '@console/features/workflow/api/workflow-api';
import { workflowCalls, workflowMetadata } from '@console/features/workflow/api/workflow-lists';
import { processForms } from '@console/features/workflow/api/process-forms';
import { DiagramDialog } from '@console/features/workflow/components/diagram-dialog';
import {
  DiagramButton,
  useWorkflowApi,
  wordsCell,
} from '@console/features/workflow/components/workflow-rows';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const columns = [
  'processDefinitionName',
  'processDefinitionKey',
  'businessId',
  'startUserName',
  'status',
  'startTime',
  'endTime',
  'deleteReason',
];

/** An instance being deleted, and how to reload the list it came from. */
interface Deleting {
  instance: ResourceRecord;
  reload: () => void;
}

/**
 * The follow list (/flow/follow): every running and finished instance of the tenant, each with its
 * diagram and, for a process with a form, its detail; a running one may be deleted with a reason.
 */
export function FollowPage() {
  const { t } = useTranslation('workflow');
  const { t: common } = useTranslation();
  const { hasPermission, notifySuccess } = useAppServices();
  const api = useWorkflowApi();
  const navigate = useNavigate();
  const metadata = useMemo(() => workflowMetadata('follow'), []);
  const [diagram, setDiagram] = useState<DiagramOf>();
  const [deleting, setDeleting] = useState<Deleting>();

  const options = useMemo<ScreenOptions>(
    () => ({
      columns,
      cells: { status: wordsCell(t('instanceStatus', { returnObjects: true })) },
      calls: workflowCalls('follow'),
      rowButtons: (instance, context) => {
        const forms = processForms(String(instance.category ?? ''));
        const businessId = String(instance.businessId ?? '');
        return (
          <>
            {forms && businessId && (
              <RowButton
                label={t('actions.detail')}
                icon={<InfoRegular />}
                onClick={() => void navigate(forms.detail({ processInstanceId: instance.id, businessId }))}
              />
            )}
            <DiagramButton onClick={() => setDiagram({ processInstanceId: instance.id })} />
            {instance.status === 'running' && hasPermission(metadata.permissions.remove) && (
              <RowButton
                label={common('delete')}
                icon={<DeleteRegular />}
                onClick={() => setDeleting({ instance, reload: context.reload })}
              />
            )}
          </>
        );
      },
    }),
    [t, common, navigate, hasPermission, metadata],
  );

  const remove = async (reason: string) => {
    if (!deleting) return;
    await api.deleteInstance(deleting.instance.id, reason.trim());
    notifySuccess(common('deleteSuccess'));
    deleting.reload();
    setDeleting(undefined);
  };

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {diagram && <DiagramDialog of={diagram} onClose={() => setDiagram(undefined)} />}
      {deleting && (
        <PromptDialog
          title={t('deleteInstance.title')}
          label={t('deleteInstance.reason')}
          multiline
          problem={(value) => (value.trim() === '' ? t('deleteInstance.reasonRequired') : undefined)}
          onSubmit={(reason) => void remove(reason).catch(() => undefined)}
          onCancel={() => setDeleting(undefined)}
        />
      )}
    </>
  );
}
