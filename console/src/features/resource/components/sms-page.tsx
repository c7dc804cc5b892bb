import { Button } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { EnableButton } from '@console/features/resource/components/enable-button';
import { SendMessageDialog } from '@console/features/resource/components/send-message-dialog';
import { useAppServices } from '@console/lib/app-services/app-services';

const columns = ['category', 'templateId', 'signName', 'accessKey', 'regionId', 'remark'];

/**
 * SMS settings (/resource/sms): the generic screen, each setting with its enable button, and a
 * toolbar button that sends a message with the enabled one.
 */
export function SmsPage() {
  const { t } = useTranslation('resource');
  const { hasPermission } = useAppServices();
  const [sending, setSending] = useState(false);
  const options = useMemo<ScreenOptions>(
    () => ({
      columns,
      toolbar: () =>
        hasPermission('sms_send') && (
          <Button icon={<SendRegular />} onClick={() => setSending(true)}>
            {t('send.open')}
          </Button>
        ),
      rowButtons: (record, context) => (
        <EnableButton
          api="/api/blade-resource/sms"
          permission="sms_enable"
          record={record}
          context={context}
        />
      ),
    }),
    [hasPermission, t],
  );
  return (
    <>
      <ResourcePage name="sms" options={options} />
      {sending && <SendMessageDialog onClose={() => setSending(false)} />}
    </>
  );
}
