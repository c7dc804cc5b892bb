import { LinkRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog } from '@console/components/prompt-dialog/prompt-dialog';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { moneyApi } from '@console/features/money/api/money-api';
import { moneyMetadata } from '@console/features/money/api/money-resources';
import { codePicker } from '@console/features/money/components/code-picker';
import { codeCells } from '@console/features/money/components/money-cells';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import type { DepositStatusCode } from '@services/money/deposit/deposit.wire';

/** Only a deposit still in suspense can be matched (deposit.wire.ts: 0 未匹配). */
const unmatched: DepositStatusCode = 0;

/**
 * Deposits (/prepaid/depository): the charges the bank notified; one that matched no order is
 * matched by hand to the order an operator names by its paymentNo, after confirming.
 */
export function DepositPage() {
  const { http, hasPermission, confirm, notifySuccess } = useAppServices();
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const api = useMemo(() => moneyApi(http), [http]);
  const metadata = useMemo(() => moneyMetadata('deposit'), []);
  const [matching, setMatching] = useState<{ deposit: ResourceRecord; reload: () => void }>();

  const options = useMemo<ScreenOptions>(
    () => ({
      searchFields: ['bankSerial', 'paymentNo', 'payerName', 'status'],
      editors: { status: codePicker(t('depositStatus', { returnObjects: true })) },
      cells: codeCells(t, { status: 'depositStatus' }),
      rowButtons: (deposit, context) =>
        Number(deposit.status) === unmatched &&
        hasPermission('depository_manual') && (
          <RowButton
            label={t('actions.manualDepository')}
            icon={<LinkRegular />}
            onClick={() => setMatching({ deposit, reload: context.reload })}
          />
        ),
    }),
    [t, hasPermission],
  );

  const match = async (text: string) => {
    if (!matching) return;
    const paymentNo = text.trim();
    if (!(await confirm(t('confirm.manualDepository', { value: paymentNo })))) return;
    await api.manualDepository(matching.deposit.id, paymentNo).then(
      () => {
        notifySuccess(common('operationSuccess'));
        matching.reload();
        setMatching(undefined);
      },
      // The client has shown the server's reason; the dialog stays for another number.
      () => undefined,
    );
  };

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {matching && (
        <PromptDialog
          title={t('actions.manualDepository')}
          label={t('prompts.paymentNo')}
          problem={(value) => (value.trim() ? undefined : t('problems.paymentNo'))}
          onSubmit={(value) => void match(value)}
          onCancel={() => setMatching(undefined)}
        />
      )}
    </>
  );
}
