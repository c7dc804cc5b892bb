import { Button } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowClockwiseRegular,
  DeleteRegular,
  DocumentPdfRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankRecordPage, type BankRecordScreen } from '@console/features/money/components/bank-record-page';
import { CutPaymentApplyDialog } from '@console/features/money/components/cut-payment-apply-dialog';
import { type MoneyApi, moneyApi } from '@console/features/money/api/money-api';
import { useAppServices } from '@console/lib/app-services/app-services';
import { downloadUrl } from '@console/lib/exports/export-job';
import type { CutPaymentAction } from '@services/money/cut-payment/cut-payment.wire';

/** Creates the application's contract on the first call, then opens its PDF in a new tab. */
async function openContract(api: MoneyApi, id: string): Promise<void> {
  const { link } = await api.cutPaymentContract(id);
  window.open(downloadUrl(link), '_blank', 'noopener');
}

/** The codes of the menu's buttons that let a caller apply (platform-menu-modules.ts). */
const applyPermissions = ['cut_payment_apply', 'cut_payment_add'];

/**
 * Each action offered here: its icon and permission code (platform-menu-modules.ts).
 * manualCutPayment, offered on a failed application, sends its whole batch's failed ones again.
 */
const cutPayments: BankRecordScreen<CutPaymentAction> = {
  kind: 'cutPayment',
  searchFields: ['orgPaymentNo', 'batchNo', 'status'],
  terms: ['orgPaymentNo', 'batchNo', 'amount', 'accountNo', 'accountName', 'paidTime', 'settlementDate'],
  buttons: {
    createContract: { icon: <DocumentPdfRegular />, permission: 'cut_payment_contract' },
    remove: { icon: <DeleteRegular />, permission: 'cut_payment_delete' },
    submit: { icon: <SendRegular />, permission: 'cut_payment_submit' },
    manualCutPayment: { icon: <ArrowClockwiseRegular />, permission: 'cut_payment_manual' },
  },
  follows: ['submit', 'manualCutPayment'],
  unasked: ['createContract'],
  label: (t, action) => t(`cutPaymentActions.${action}`),
  // The contract is opened without a question (unasked).
  question: (t, action, application) => {
    switch (action) {
      case 'createContract':
        return t('cutPaymentActions.createContract');
      case 'manualCutPayment':
        return t('cutPaymentConfirm.manualCutPayment', { batchNo: String(application.batchNo) });
      case 'remove':
      case 'submit':
        return t(`cutPaymentConfirm.${action}`, { value: String(application.amount) });
    }
  },
  load: (api, id) => api.cutPayment(id),
  call: (api, action, application) =>
    action === 'createContract'
      ? openContract(api, application.id)
      : api.cutPaymentAction(action, application),
};

/**
 * Cut-payment applications (/prepaid/cut-payment): the list, an application made here (申请划扣),
 * each application's details in a drawer that follows the bank's work, its contract (合同:
 * created on first use, opened as PDF), submitting and removing it while its status allows, and
 * sending a failed one's batch again (手动划扣), each confirmed first.
 */
export function CutPaymentPage() {
  const { t } = useTranslation('money');
  const { http, hasPermission } = useAppServices();
  const api = useMemo(() => moneyApi(http), [http]);
  const [applying, setApplying] = useState<{ reload: () => void }>();
  const mayApply = applyPermissions.some((code) => hasPermission(code));
  return (
    <>
      <BankRecordPage
        screen={cutPayments}
        toolbar={({ reload }) =>
          mayApply && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setApplying({ reload })}>
              {t('cutPaymentActions.apply')}
            </Button>
          )
        }
      />
      {applying && (
        <CutPaymentApplyDialog
          apply={(application) => api.applyCutPayment(application)}
          onDone={() => {
            applying.reload();
            setApplying(undefined);
          }}
          onClose={() => setApplying(undefined)}
        />
      )}
    </>
  );
}
