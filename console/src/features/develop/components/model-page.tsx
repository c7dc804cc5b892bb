import { Button } from '@fluentui/react-components';
import { TableAddRegular, TableSettingsRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import type { ScreenContext, ScreenOptions } from '@console/components/resource-screen/screen-options';
import { DatasourcePicker } from '@console/features/develop/components/develop-pickers';
import { ModelFieldsDialog } from '@console/features/develop/components/model-fields-dialog';
import { ModelFromTableDialog } from '@console/features/develop/components/model-from-table-dialog';
import { useAppServices } from '@console/lib/app-services/app-services';

const columns = ['modelName', 'modelCode', 'modelTable', 'modelRemark'];

/**
 * Data models (/develop/model): the generic screen; a model is made from a data source's table
 * (toolbar), and its fields are edited on its row.
 */
export function ModelPage() {
  const { t } = useTranslation('develop');
  const { hasPermission } = useAppServices();
  const [adding, setAdding] = useState<ScreenContext | undefined>();
  const [editing, setEditing] = useState<{ id: string; name: string } | undefined>();
  const closeFields = useCallback(() => setEditing(undefined), []);
  const options = useMemo<ScreenOptions>(
    () => ({
      columns,
      editors: { datasourceId: DatasourcePicker },
      toolbar: (context) =>
        hasPermission('model_add') && (
          <Button icon={<TableAddRegular />} onClick={() => setAdding(context)}>
            {t('model.fromTable')}
          </Button>
        ),
      rowButtons: (record) =>
        (hasPermission('model_prototype') || hasPermission('model_edit')) && (
          <RowButton
            label={t('model.fields')}
            icon={<TableSettingsRegular />}
            onClick={() => setEditing({ id: record.id, name: String(record.modelName) })}
          />
        ),
    }),
    [hasPermission, t],
  );
  return (
    <>
      <ResourcePage name="model" options={options} />
      {adding && (
        <ModelFromTableDialog
          onClose={() => setAdding(undefined)}
          onSaved={() => {
            adding.reload();
            setAdding(undefined);
          }}
        />
      )}
      {editing && <ModelFieldsDialog modelId={editing.id} modelName={editing.name} onClose={closeFields} />}
    </>
  );
}
