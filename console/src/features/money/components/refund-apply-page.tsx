import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { moneyApi } from '@console/features/money/api/money-api';
import { moneyMetadata } from '@console/features/money/api/money-resources';
import { AskedAction } from '@console/features/money/components/asked-action';
import { codePicker } from '@console/components/field-editors/code-picker';
import { useConfirmedCall } from '@console/features/money/components/confirmed-call';
import { codeCells } from '@console/features/money/components/money-cells';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import type { RefundApplyAction } from '@services/money/refund-apply/refund-apply.wire';

/**
 * Refund applications (/prepaid/refund-apply): the consumers' applications, each decided once
 * when the server allows it — approved after confirming (its refund order is made), or refused
 * with a reason asked and confirmed.
 */
export function RefundApplyPage() {
  const { http, hasPermission } = useAppServices();
  const { t } = useTranslation('money');
  const api = useMemo(() => moneyApi(http), [http]);
  const metadata = useMemo(() => moneyMetadata('refundApply'), []);
  const confirmedCall = useConfirmedCall();
  const [refusing, setRefusing] = useState<{ application: ResourceRecord; reload: () => void }>();

  const options = useMemo<ScreenOptions>(
    () => ({
      searchFields: ['paymentNo', 'orderId', 'status'],
      editors: { status: codePicker(t('refundApplyStatus', { returnObjects: true })) },
      cells: codeCells(t, { status: 'refundApplyStatus' }),
      rowButtons: (application, context) => {
        const decidable = ((application.allowedActions ?? []) as RefundApplyAction[]).includes('refund');
        if (!decidable || !hasPermission('refund_apply_refund')) return null;
        const approve = async () => {
          const question = t('confirm.approveRefund', { value: String(application.amount) });
          if (await confirmedCall(question, () => api.approveRefund(application.id))) context.reload();
        };
        return (
          <>
            <RowButton
              label={t('actions.approveRefund')}
              icon={<CheckmarkRegular />}
              onClick={() => void approve()}
            />
            <RowButton
              label={t('actions.refuseRefund')}
              icon={<DismissRegular />}
              onClick={() => setRefusing({ application, reload: context.reload })}
            />
          </>
        );
      },
    }),
    [t, hasPermission, api, confirmedCall],
  );

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {refusing && (
        <AskedAction
          title={t('actions.refuseRefund')}
          label={t('prompts.refuseReason')}
          multiline
          problem={(value) => (value.trim() ? undefined : t('problems.refuseReason'))}
          question={(reason) => t('confirm.refuseRefund', { value: reason })}
          run={(reason) => api.refuseRefund(refusing.application.id, reason)}
          onDone={() => {
            refusing.reload();
            setRefusing(undefined);
          }}
          onClose={() => setRefusing(undefined)}
        />
      )}
    </>
  );
}
