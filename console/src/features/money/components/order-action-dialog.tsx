import { useTranslation } from 'react-i18next';
import { PromptDialog } from '@console/components/prompt-dialog/prompt-dialog';
import type { MoneyApi } from '@console/features/money/api/money-api';
import type { OrderAction } from '@console/features/money/api/order-actions';
import { isPositiveYuan } from '@console/features/money/api/yuan-text';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

/** What each action asks, and the call it makes with the answer. */
const asks = {
  updateTradeAmount: { prompt: 'tradeAmount', amount: true, initial: 'tradeAmount' },
  updateContractContent: { prompt: 'contractContent', amount: false, initial: 'contractContent' },
  consume: { prompt: 'consumeAmount', amount: true, initial: undefined },
} as const;

export interface OrderActionDialogProps {
  api: MoneyApi;
  action: OrderAction;
  order: ResourceRecord;
  onDone: () => void;
  onClose: () => void;
}

/**
 * One action on an order: asks its value (checked as the server will), then asks to confirm
 * with the value in words, then calls. A refusal shows the server's message and keeps the dialog.
 */
export function OrderActionDialog({ api, action, order, onDone, onClose }: OrderActionDialogProps) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const { confirm, notifySuccess } = useAppServices();
  const ask = asks[action];
  const calls: Record<OrderAction, (value: string) => Promise<unknown>> = {
    updateTradeAmount: (value) => api.updateTradeAmount(order.id, value),
    updateContractContent: (value) => api.updateContractContent(order.id, value),
    consume: (value) => api.consume(order.id, value),
  };
  const submit = async (text: string) => {
    const value = text.trim();
    if (!(await confirm(t(`confirm.${action}`, { value })))) return;
    // The client has shown why a call failed; the dialog stays for another try.
    await calls[action](value).then(
      () => {
        notifySuccess(common('operationSuccess'));
        onDone();
      },
      () => undefined,
    );
  };
  return (
    <PromptDialog
      title={t(`actions.${action}`)}
      label={t(`prompts.${ask.prompt}`)}
      multiline={!ask.amount}
      initial={ask.initial ? String(order[ask.initial] ?? '') : ''}
      problem={(value) => (ask.amount && !isPositiveYuan(value) ? t('problems.amount') : undefined)}
      onSubmit={(value) => void submit(value)}
      onCancel={onClose}
    />
  );
}
