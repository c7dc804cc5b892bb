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
} from '@fluentui/react-components';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantTreePath } from '@console/components/field-editors/merchant-pickers';
import { TreeDropdown } from '@console/components/field-editors/tree-dropdown';
import type { CutPaymentApplying } from '@console/features/money/api/money-api';
import { isPositiveYuan } from '@console/features/money/api/yuan-text';
import { useConfirmedCall } from '@console/features/money/components/confirmed-call';
import { useTreeNodes } from '@console/lib/resources/use-tree-nodes';

const empty: CutPaymentApplying = { merchantId: '', orgPaymentNo: '', batchNo: '', amount: '' };
type Input = keyof CutPaymentApplying;

export interface CutPaymentApplyDialogProps {
  apply: (application: CutPaymentApplying) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * 申请划扣: a merchant's payable applied for, paid into the account the merchant proved (the
 * server reads it; no account is asked here). Asks the application, then confirms it naming the
 * amount and batch; one dialog at a time, and a refusal (shown by the client) asks again with
 * what was typed kept.
 */
export function CutPaymentApplyDialog({ apply, onDone, onClose }: CutPaymentApplyDialogProps) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const confirmedCall = useConfirmedCall();
  const merchants = useTreeNodes(merchantTreePath);
  const [form, setForm] = useState(empty);
  const [open, setOpen] = useState(true);
  const [touched, setTouched] = useState(false);
  const problemOf = (input: Input): string | undefined => {
    const value = form[input].trim();
    if (input === 'amount') return isPositiveYuan(value) ? undefined : t('problems.amount');
    return value ? undefined : t(`cutPaymentApply.problems.${input}`);
  };
  const inputs: Input[] = ['merchantId', 'orgPaymentNo', 'batchNo', 'amount'];
  const submit = async () => {
    setTouched(true);
    if (inputs.some((input) => problemOf(input))) return;
    const application: CutPaymentApplying = {
      merchantId: form.merchantId,
      orgPaymentNo: form.orgPaymentNo.trim(),
      batchNo: form.batchNo.trim(),
      amount: form.amount.trim(),
    };
    setOpen(false);
    const question = t('cutPaymentApply.confirm', {
      value: application.amount,
      batchNo: application.batchNo,
    });
    if (await confirmedCall(question, () => apply(application))) onDone();
    else setOpen(true);
  };
  if (!open) return null;
  const field = (input: Input, control: ReactElement) => {
    const problem = touched ? problemOf(input) : undefined;
    return (
      <Field
        key={input}
        label={t(`cutPaymentApply.fields.${input}`)}
        required
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem}
      >
        {control}
      </Field>
    );
  };
  const text = (input: Exclude<Input, 'merchantId'>) =>
    field(
      input,
      <Input value={form[input]} onChange={(_, data) => setForm({ ...form, [input]: data.value })} />,
    );
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: '520px' }}>
        <DialogBody>
          <DialogTitle>{t('cutPaymentApply.title')}</DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: '8px' }}>
            {field(
              'merchantId',
              <TreeDropdown
                nodes={merchants}
                value={form.merchantId}
                onChange={(merchantId) => setForm({ ...form, merchantId })}
                placeholder={t('cutPaymentApply.fields.merchantId')}
                ariaLabel={t('cutPaymentApply.fields.merchantId')}
              />,
            )}
            {text('orgPaymentNo')}
            {text('batchNo')}
            {text('amount')}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common('cancel')}</Button>
            <Button appearance="primary" onClick={() => void submit()}>
              {common('ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
