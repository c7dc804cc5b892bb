import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenContext, ScreenOptions } from '@console/components/resource-screen/screen-options';
import type { DeployTarget, DiagramOf } from '@console/features/workflow/api/workflow-api';
import { workflowCalls, workflowMetadata } from '@console/features/workflow/api/workflow-lists';
import { DeployDialog } from '@console/features/workflow/components/deploy-dialog';
import { DiagramDialog } from '@console/features/workflow/components/diagram-dialog';
import {
  DiagramButton,
  useWorkflowApi,
  wordsCell,
} from '@console/features/workflow/components/workflow-rows';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const columns = ['key', 'name', 'categoryName', 'version', 'suspensionState', 'tenantIds', 'deploymentTime'];
/** The permission codes of the page's buttons (platform-menu-modules.ts). */
const codes = { state: 'flow_manager_state', upload: 'flow_manager_upload', remove: 'flow_manager_delete' };
const active = 1;

/**
 * The deployment manager (/flow/manager): the deployed process definitions, each with its diagram,
 * suspended or activated again, or its deployment deleted, each after a confirmation; BPMN files
 * are deployed by upload.
 */
export function ManagerPage() {
  const { t } = useTranslation('workflow');
  const { t: common } = useTranslation();
  const { hasPermission, notifySuccess, confirm } = useAppServices();
  const api = useWorkflowApi();
  const metadata = useMemo(() => workflowMetadata('manager'), []);
  const [diagram, setDiagram] = useState<DiagramOf>();
  const [uploading, setUploading] = useState<ScreenContext>();

  const options = useMemo<ScreenOptions>(() => {
    const name = (definition: ResourceRecord) => String(definition.name ?? definition.key ?? '');
    const changeState = async (definition: ResourceRecord, context: ScreenContext) => {
      const suspend = definition.suspensionState === active;
      const question = t(suspend ? 'confirm.suspend' : 'confirm.activate', { name: name(definition) });
      if (!(await confirm(question))) return;
      await api.changeState(definition.id, suspend ? 'suspend' : 'active');
      notifySuccess(common('operationSuccess'));
      context.reload();
    };
    const remove = async (definition: ResourceRecord, context: ScreenContext) => {
      if (!(await confirm(t('confirm.deleteDeployment', { name: name(definition) })))) return;
      await api.deleteDeployment([String(definition.deploymentId)]);
      notifySuccess(common('deleteSuccess'));
      context.reload();
    };
    const quietly = (run: Promise<void>) => void run.catch(() => undefined); // the client has shown why

    return {
      columns,
      searchFields: ['processKey', 'category'],
      cells: { suspensionState: wordsCell(t('suspensionState', { returnObjects: true })) },
      calls: workflowCalls('manager'),
      toolbar: (context) =>
        hasPermission(codes.upload) && (
          <Button icon={<ArrowUploadRegular />} onClick={() => setUploading(context)}>
            {t('actions.upload')}
          </Button>
        ),
      rowButtons: (definition, context) => (
        <>
          <DiagramButton onClick={() => setDiagram({ processDefinitionId: definition.id })} />
          {hasPermission(codes.state) &&
            (definition.suspensionState === active ? (
              <RowButton
                label={t('actions.suspend')}
                icon={<PauseRegular />}
                onClick={() => quietly(changeState(definition, context))}
              />
            ) : (
              <RowButton
                label={t('actions.activate')}
                icon={<PlayRegular />}
                onClick={() => quietly(changeState(definition, context))}
              />
            ))}
          {hasPermission(codes.remove) && (
            <RowButton
              label={common('delete')}
              icon={<DeleteRegular />}
              onClick={() => quietly(remove(definition, context))}
            />
          )}
        </>
      ),
    };
  }, [t, common, hasPermission, confirm, api, notifySuccess]);

  const upload = async (target: DeployTarget, files: readonly File[]) => {
    await api.uploadDeployment(target, files);
    notifySuccess(t('done.deployed'));
    uploading?.reload();
    setUploading(undefined);
  };

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {diagram && <DiagramDialog of={diagram} onClose={() => setDiagram(undefined)} />}
      {uploading && (
        <DeployDialog
          title={t('deployment.uploadTitle')}
          withFiles
          onDeploy={upload}
          onCancel={() => setUploading(undefined)}
        />
      )}
    </>
  );
}
