import { LinkRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { moneyApi } from '@console/features/money/api/money-api';
import { moneyMetadata } from '@console/features/money/api/money-resources';
import { AskedAction } from '@console/features/money/components/asked-action';
import { codePicker } from '@console/components/field-editors/code-picker';
import { codeCells } from '@console/features/money/components/money-cells';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import type { DepositAction } from '@services/money/deposit/deposit.wire';

/**
 * Deposits (/prepaid/depository): the charges the bank notified; one that matched no order is
 * matched by hand to the order an operator names by its paymentNo, after confirming.
 */
export function DepositPage() {
  const { http, hasPermission } = useAppServices();
  const { t } = useTranslation('money');
  const api = useMemo(() => moneyApi(http), [http]);
  const metadata = useMemo(() => moneyMetadata('deposit'), []);
  const [matching, setMatching] = useState<{ deposit: ResourceRecord; reload: () => void }>();

  const options = useMemo<ScreenOptions>(
    () => ({
      searchFields: ['bankSerial', 'paymentNo', 'payerName', 'status'],
      editors: { status: codePicker(t('depositStatus', { returnObjects: true })) },
      cells: codeCells(t, { status: 'depositStatus' }),
      rowButtons: (deposit, context) =>
        // Only a deposit still in suspense can be matched, as the server answers it.
        ((deposit.allowedActions ?? []) as DepositAction[]).includes('manualDepository') &&
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

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {matching && (
        <AskedAction
          title={t('actions.manualDepository')}
          label={t('prompts.paymentNo')}
          problem={(value) => (value.trim() ? undefined : t('problems.paymentNo'))}
          question={(paymentNo) => t('confirm.manualDepository', { value: paymentNo })}
          run={(paymentNo) => api.manualDepository(matching.deposit.id, paymentNo)}
          onDone={() => {
            matching.reload();
            setMatching(undefined);
          }}
          onClose={() => setMatching(undefined)}
        />
      )}
    </>
  );
}
