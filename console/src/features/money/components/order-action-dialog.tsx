import { useTranslation } from 'react-i18next';
import type { MoneyApi } from '@console/features/money/api/money-api';
import type { OrderAction } from '@services/money/order/order.wire';
import { isPositiveYuan } from '@console/features/money/api/yuan-text';
import { AskedAction } from '@console/features/money/components/asked-action';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

/** What each action asks, and which of the order's values it starts from. */
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

/** One action on an order: its value asked (checked as the server will), confirmed, then sent. */
export function OrderActionDialog({ api, action, order, onDone, onClose }: OrderActionDialogProps) {
  const { t } = useTranslation('money');
  const ask = asks[action];
  const calls: Record<OrderAction, (value: string) => Promise<unknown>> = {
    updateTradeAmount: (value) => api.updateTradeAmount(order.id, value),
    updateContractContent: (value) => api.updateContractContent(order.id, value),
    consume: (value) => api.consume(order.id, value),
  };
  return (
    <AskedAction
      title={t(`actions.${action}`)}
      label={t(`prompts.${ask.prompt}`)}
      multiline={!ask.amount}
      initial={ask.initial ? String(order[ask.initial] ?? '') : ''}
      problem={(value) => (ask.amount && !isPositiveYuan(value) ? t('problems.amount') : undefined)}
      question={(value) => t(`confirm.${action}`, { value })}
      run={calls[action]}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
