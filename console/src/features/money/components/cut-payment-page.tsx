import { DeleteRegular, DocumentPdfRegular, SendRegular } from '@fluentui/react-icons';
import { BankRecordPage, type BankRecordScreen } from '@console/features/money/components/bank-record-page';
import type { MoneyApi } from '@console/features/money/api/money-api';
import { downloadUrl } from '@console/lib/exports/export-job';
import type { CutPaymentAction } from '@services/money/cut-payment/cut-payment.wire';

/** Creates the application's contract on the first call, then opens its PDF in a new tab. */
async function openContract(api: MoneyApi, id: string): Promise<void> {
  const { link } = await api.cutPaymentContract(id);
  window.open(downloadUrl(link), '_blank', 'noopener');
}

/**
 * Each action offered here: its icon and permission code (platform-menu-modules.ts). A failed
 * application is sent again with its whole batch (manualCutPayment), not from its row.
 */
const cutPayments: BankRecordScreen<Exclude<CutPaymentAction, 'manualCutPayment'>> = {
  kind: 'cutPayment',
  searchFields: ['orgPaymentNo', 'batchNo', 'status'],
  terms: ['orgPaymentNo', 'batchNo', 'amount', 'accountNo', 'accountName', 'paidTime', 'settlementDate'],
  buttons: {
    createContract: { icon: <DocumentPdfRegular />, permission: 'cut_payment_contract' },
    remove: { icon: <DeleteRegular />, permission: 'cut_payment_delete' },
    submit: { icon: <SendRegular />, permission: 'cut_payment_submit' },
  },
  follows: ['submit'],
  unasked: ['createContract'],
  label: (t, action) => t(`cutPaymentActions.${action}`),
  // The contract is opened without a question (unasked).
  question: (t, action, application) =>
    action === 'createContract'
      ? t('cutPaymentActions.createContract')
      : t(`cutPaymentConfirm.${action}`, { value: String(application.amount) }),
  load: (api, id) => api.cutPayment(id),
  call: (api, action, application) =>
    action === 'createContract'
      ? openContract(api, application.id)
      : api.cutPaymentAction(action, application.id),
};

/**
 * Cut-payment applications (/prepaid/cut-payment): the list, each application's details in a
 * drawer that follows the bank's work, its contract (合同: created on first use, opened as PDF),
 * submitting and removing it while its status allows.
 */
export function CutPaymentPage() {
  return <BankRecordPage screen={cutPayments} />;
}
