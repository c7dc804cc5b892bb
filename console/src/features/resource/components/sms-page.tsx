import { ResourcePage } from '@console/components/resource-screen/resource-page';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { EnableButton } from '@console/features/resource/components/enable-button';

/** SMS settings (/resource/sms): the generic screen, each setting with its enable button. */
const options: ScreenOptions = {
  columns: ['category', 'templateId', 'signName', 'accessKey', 'regionId', 'remark'],
  rowButtons: (record, context) => (
    <EnableButton api="/api/blade-resource/sms" permission="sms_enable" record={record} context={context} />
  ),
};

export function SmsPage() {
  return <ResourcePage name="sms" options={options} />;
}
