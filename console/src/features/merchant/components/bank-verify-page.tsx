import { BuildingBankRegular, MoneyRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codePicker } from '@console/components/field-editors/code-picker';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { bankVerifyMetadata } from '@console/features/merchant/api/bank-verify-metadata';
import { merchantApi } from '@console/features/merchant/api/merchant-api';
import {
  BankVerifyDialog,
  type BankVerifyStart,
} from '@console/features/merchant/components/bank-verify-dialog';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import type {
  BankVerifyAction,
  MerchantVerificationStatus,
} from '@services/merchant/merchant-bank-verify/bank-verify.wire';

/** The permission code of each action's button (platform-menu-modules.ts). */
const permissionOf: Record<BankVerifyAction, string> = {
  request: 'bank_verify_request',
  verify: 'bank_verify_account',
};

/** A merchant's verification opened from its row, and how to reload the list it came from. */
interface Opened {
  merchant: ResourceRecord;
  start: BankVerifyStart;
  reload: () => void;
}

/**
 * 银行账户验证 (/prepaid/bank-verify): every merchant with its settlement account and where its
 * verification stands, searchable by name and status; per merchant, the actions where it stands
 * allows (the server says which), each opening the merchant screen's verification dialog.
 */
export function BankVerifyPage() {
  const { http, hasPermission } = useAppServices();
  const { t } = useTranslation('merchant');
  const api = useMemo(() => merchantApi(http), [http]);
  const [opened, setOpened] = useState<Opened>();

  const options = useMemo<ScreenOptions>(() => {
    const statuses: Record<MerchantVerificationStatus, string> = {
      unverified: t('bank.status.unverified'),
      requested: t('bank.status.requested'),
      deposited: t('bank.status.deposited'),
      verified: t('bank.status.verified'),
      exhausted: t('bank.status.exhausted'),
    };
    const startOf = (action: BankVerifyAction, merchant: ResourceRecord): BankVerifyStart =>
      action === 'request'
        ? { at: 'request' }
        : { at: 'amount', attemptsLeft: Number(merchant.attemptsLeft ?? 0) };
    const buttons = { request: t('bank.request'), verify: t('bank.amountVerify') };
    const icons = { request: <BuildingBankRegular />, verify: <MoneyRegular /> };
    return {
      searchFields: ['merchantName', 'status'],
      editors: { status: codePicker(statuses) },
      cells: { status: (value) => statuses[value as MerchantVerificationStatus] ?? String(value) },
      rowButtons: (merchant, context) =>
        ((merchant.allowedActions ?? []) as BankVerifyAction[])
          .filter((action) => hasPermission(permissionOf[action]))
          .map((action) => (
            <RowButton
              key={action}
              label={buttons[action]}
              icon={icons[action]}
              onClick={() =>
                setOpened({ merchant, start: startOf(action, merchant), reload: context.reload })
              }
            />
          )),
    };
  }, [t, hasPermission]);

  return (
    <>
      <ResourceScreen metadata={bankVerifyMetadata} options={options} />
      {opened && (
        <BankVerifyDialog
          api={api}
          merchant={opened.merchant}
          start={opened.start}
          onChanged={opened.reload}
          onClose={() => setOpened(undefined)}
        />
      )}
    </>
  );
}
