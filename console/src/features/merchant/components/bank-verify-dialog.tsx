import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantApi, ValidAccount } from '@console/features/merchant/api/merchant-api';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  account: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  verify: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

type Step =
  | { name: 'loading' }
  | { name: 'unverified' }
  | { name: 'deposited'; attemptsLeft: number }
  | { name: 'verified'; account: ValidAccount };

/**
 * Where the dialog opens when its opener knows where the verification stands (the list of
 * verifications): at the request, or at the amount with the tries left.
 */
export type BankVerifyStart = { at: 'request' } | { at: 'amount'; attemptsLeft: number };

export interface BankVerifyDialogProps {
  api: MerchantApi;
  merchant: ResourceRecord;
  /** Unless given, the dialog asks the server whether the account is verified. */
  start?: BankVerifyStart;
  /** After a request or an amount changed where the verification stands. */
  onChanged?: () => void;
  onClose: () => void;
}

function firstStep(start: BankVerifyStart | undefined): Step {
  if (!start) return { name: 'loading' };
  return start.at === 'request'
    ? { name: 'unverified' }
    : { name: 'deposited', attemptsLeft: start.attemptsLeft };
}

/**
 * Micro-deposit verification of a merchant's supervise account: request the deposit, enter the
 * amount that arrived (three tries; a wrong amount's message says how many are left), and see
 * the verified account.
 */
export function BankVerifyDialog({ api, merchant, start, onChanged, onClose }: BankVerifyDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('merchant');
  const { t: common } = useTranslation();
  const { hasPermission, notifySuccess } = useAppServices();
  const [step, setStep] = useState<Step>(() => firstStep(start));
  const known = start !== undefined;
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (known) return undefined;
    let current = true;
    api.validAccount(merchant.id).then(
      (account) => current && setStep({ name: 'verified', account }),
      () => current && setStep({ name: 'unverified' }),
    );
    return () => {
      current = false;
    };
  }, [api, merchant.id, known]);

  async function request() {
    setBusy(true);
    setProblem(undefined);
    await api.requestBankVerify(merchant.id).then(
      (verification) => setStep({ name: 'deposited', attemptsLeft: verification.attemptsLeft ?? 0 }),
      () => undefined, // the client has shown the bank's or the rule's message
    );
    // Even a refused request may have opened one the bank has yet to pay.
    onChanged?.();
    setBusy(false);
  }

  async function verify() {
    setBusy(true);
    try {
      await api.accountVerify(merchant.id, amount.trim());
      notifySuccess(common('operationSuccess'));
      setStep({ name: 'verified', account: await api.validAccount(merchant.id) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      // A wrong amount uses a try: the list shows the tries left too.
      onChanged?.();
    }
  }

  const accountName = String(merchant.bankAccountName ?? '');
  const accountNo = String(merchant.bankAccountNo ?? '');
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: '520px' }}>
        <DialogBody>
          <DialogTitle>{`${t('bank.title')} · ${String(merchant.merchantName ?? '')}`}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.account}>
              <Text className={styles.muted}>{t('bank.account')}</Text>
              <Text weight="semibold">{`${accountName} ${accountNo}`}</Text>
              <Text>{String(merchant.bankName ?? '')}</Text>
            </div>
            {step.name === 'loading' && <Spinner size="small" />}
            {step.name === 'verified' && (
              <MessageBar intent="success">
                <MessageBarBody>
                  {`${t('bank.verified')}: ${step.account.accountName} ${step.account.accountNo} · ${t('bank.verifiedAt', { time: step.account.verifiedTime })}`}
                </MessageBarBody>
              </MessageBar>
            )}
            {step.name === 'deposited' && (
              <>
                <MessageBar intent="info">
                  <MessageBarBody>
                    {/* After a wrong amount the server's message says how many tries are left. */}
                    {problem
                      ? t('bank.requested')
                      : `${t('bank.requested')} · ${t('bank.attemptsLeft', { count: step.attemptsLeft })}`}
                  </MessageBarBody>
                </MessageBar>
                <div className={styles.verify}>
                  <Field
                    label={t('bank.amount')}
                    hint={t('bank.amountHint')}
                    validationState={problem ? 'error' : 'none'}
                    validationMessage={problem}
                  >
                    <Input value={amount} inputMode="decimal" onChange={(_, data) => setAmount(data.value)} />
                  </Field>
                  {hasPermission('bank_verify_account') && (
                    <Button
                      appearance="primary"
                      disabled={busy || amount.trim() === ''}
                      onClick={() => void verify()}
                    >
                      {t('bank.verify')}
                    </Button>
                  )}
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common('close')}</Button>
            {step.name !== 'verified' && step.name !== 'loading' && hasPermission('bank_verify_request') && (
              <Button
                appearance={step.name === 'unverified' ? 'primary' : 'secondary'}
                disabled={busy}
                onClick={() => void request()}
              >
                {t('bank.request')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
