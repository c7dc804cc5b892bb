import { CheckmarkCircleFilled, CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import type { ScreenContext } from '@console/components/resource-screen/screen-options';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

/** The status of the one record of a tenant that `enable` chose (the server's value). */
const enabledStatus = 2;

interface EnableButtonProps {
  /** The resource's API, e.g. /api/blade-resource/sms. */
  api: string;
  /** The button code that guards enable (e.g. sms_enable). */
  permission: string;
  record: ResourceRecord;
  context: ScreenContext;
}

/**
 * A row's "enable" (storage and SMS settings): makes the record the tenant's one in use, the
 * server disabling the one before; the enabled record shows a filled, inactive mark instead.
 */
export function EnableButton({ api, permission, record, context }: EnableButtonProps) {
  const { t } = useTranslation('resource');
  const { t: common } = useTranslation();
  const { http, hasPermission, notifySuccess } = useAppServices();
  if (record.status === enabledStatus)
    return (
      <RowButton label={t('enable.enabled')} icon={<CheckmarkCircleFilled />} disabled onClick={() => {}} />
    );
  if (!hasPermission(permission)) return null;
  const enable = () =>
    http.request('POST', `${api}/enable`, { query: { id: record.id } }).then(
      () => {
        notifySuccess(common('operationSuccess'));
        context.reload();
      },
      () => undefined, // the client has shown why
    );
  return (
    <RowButton label={t('enable.enable')} icon={<CheckmarkCircleRegular />} onClick={() => void enable()} />
  );
}
