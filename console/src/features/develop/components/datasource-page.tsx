import { PlugConnectedRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { DriverPicker } from '@console/features/develop/components/develop-pickers';
import { useAppServices } from '@console/lib/app-services/app-services';

const columns = ['name', 'driver', 'url', 'host', 'port', 'databaseName', 'username', 'remark'];

/**
 * Data sources (/develop/datasource): the generic screen, the driver chosen from a list, and on
 * each row a connection test whose answer (success, or the driver's reason) shows as a toast.
 */
export function DatasourcePage() {
  const { t } = useTranslation('develop');
  const { http, hasPermission, notifySuccess } = useAppServices();
  const options = useMemo<ScreenOptions>(
    () => ({
      columns,
      editors: { driver: DriverPicker },
      rowButtons: (record) =>
        hasPermission('datasource_edit') && (
          <RowButton
            label={t('datasource.test')}
            icon={<PlugConnectedRegular />}
            onClick={() =>
              void http
                .request<{ msg: string }>('POST', '/api/blade-develop/datasource/test', {
                  query: { id: record.id },
                })
                .then(
                  (answer) => notifySuccess(answer.msg),
                  () => undefined, // the client has shown the driver's reason
                )
            }
          />
        ),
    }),
    [hasPermission, http, notifySuccess, t],
  );
  return <ResourcePage name="datasource" options={options} />;
}
