import { Button } from '@fluentui/react-components';
import { AddRegular, CloudArrowUpRegular, DesignIdeasRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenContext, ScreenOptions } from '@console/components/resource-screen/screen-options';
import type { DeployTarget } from '@console/features/workflow/api/workflow-api';
import { workflowMetadata } from '@console/features/workflow/api/workflow-lists';
import { DeployDialog } from '@console/features/workflow/components/deploy-dialog';
import { ModelDesigner } from '@console/features/workflow/components/model-designer';
import { useWorkflowApi } from '@console/features/workflow/components/workflow-rows';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const columns = ['modelKey', 'name', 'description', 'version', 'createTime', 'updateTime'];
/** The permission codes of the page's buttons (platform-menu-modules.ts). */
const codes = { add: 'flow_model_add', edit: 'flow_model_edit', deploy: 'flow_model_deploy' };

/** A model being designed (none: a new one), or deployed; and how to reload the list. */
type Opened = ScreenContext & ({ designing: { id?: string } } | { deploying: ResourceRecord });

/**
 * Process models (/flow/model): the saved models, a new one or an existing one designed in
 * bpmn-js's modeler, and a model deployed as the next version of its process, in a category and
 * for the tenants chosen.
 */
export function ModelPage() {
  const { t } = useTranslation('workflow');
  const { t: common } = useTranslation();
  const { hasPermission, notifySuccess } = useAppServices();
  const api = useWorkflowApi();
  const metadata = useMemo(() => workflowMetadata('model'), []);
  const [opened, setOpened] = useState<Opened>();

  const options = useMemo<ScreenOptions>(
    () => ({
      columns,
      searchFields: ['modelKey', 'name'],
      toolbar: (context) =>
        hasPermission(codes.add) && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => setOpened({ ...context, designing: {} })}
          >
            {common('add')}
          </Button>
        ),
      rowButtons: (model, context) => (
        <>
          {hasPermission(codes.edit) && (
            <RowButton
              label={t('actions.design')}
              icon={<DesignIdeasRegular />}
              onClick={() => setOpened({ ...context, designing: { id: model.id } })}
            />
          )}
          {hasPermission(codes.deploy) && (
            <RowButton
              label={t('actions.deploy')}
              icon={<CloudArrowUpRegular />}
              onClick={() => setOpened({ ...context, deploying: model })}
            />
          )}
        </>
      ),
    }),
    [t, common, hasPermission],
  );

  const close = () => setOpened(undefined);
  const afterChange = () => {
    opened?.reload();
    close();
  };
  const deploy = async (model: ResourceRecord, target: DeployTarget) => {
    await api.deployModel(model.id, target);
    notifySuccess(t('done.deployed'));
    afterChange();
  };

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {opened && 'designing' in opened && (
        <ModelDesigner modelId={opened.designing.id} onSaved={afterChange} onClose={close} />
      )}
      {opened && 'deploying' in opened && (
        <DeployDialog
          title={t('deployment.modelTitle', { name: String(opened.deploying.name ?? '') })}
          withFiles={false}
          onDeploy={(target) => deploy(opened.deploying, target)}
          onCancel={close}
        />
      )}
    </>
  );
}
