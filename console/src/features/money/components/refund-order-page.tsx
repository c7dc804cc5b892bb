import {
  ArrowClockwiseRegular,
  DeleteRegular,
  InfoRegular,
  LockOpenRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { type ReactElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { moneyApi } from '@console/features/money/api/money-api';
import { moneyMetadata } from '@console/features/money/api/money-resources';
import { codePicker } from '@console/features/money/components/code-picker';
import { useConfirmedCall } from '@console/features/money/components/confirmed-call';
import { codeCells } from '@console/features/money/components/money-cells';
import { RefundOrderDrawer } from '@console/features/money/components/refund-order-drawer';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import type { RefundOrderAction } from '@services/money/refund-order/refund-order.wire';

const icons: Record<RefundOrderAction, ReactElement> = {
  remove: <DeleteRegular />,
  submit: <SendRegular />,
  manualRefund: <ArrowClockwiseRegular />,
  unfreeze: <LockOpenRegular />,
};
/** The permission code of each action's button (platform-menu-modules.ts). */
const permissionOf: Record<RefundOrderAction, string> = {
  remove: 'refund_order_delete',
  submit: 'refund_order_edit',
  manualRefund: 'refund_order_refund',
  unfreeze: 'refund_order_unfreeze',
};

/**
 * Refund orders (/prepaid/refund-order): the list, each order's details in a drawer that follows
 * the bank's work, and the actions its status allows (as the server answers them), each confirmed.
 */
export function RefundOrderPage() {
  const { http, hasPermission } = useAppServices();
  const { t } = useTranslation('money');
  const api = useMemo(() => moneyApi(http), [http]);
  const metadata = useMemo(() => moneyMetadata('refundOrder'), []);
  const confirmedCall = useConfirmedCall();
  const [shown, setShown] = useState<{ id: string; reload: () => void }>();
  const [asking, setAsking] = useState(false);
  const actionsOf = useMemo(
    () => (refundOrder: ResourceRecord) =>
      ((refundOrder.allowedActions ?? []) as RefundOrderAction[]).filter((action) =>
        hasPermission(permissionOf[action]),
      ),
    [hasPermission],
  );
  /** Confirmed, sent; answers whether it was done, the list reloaded. */
  const act = useMemo(
    () => async (action: RefundOrderAction, refundOrder: ResourceRecord, reload: () => void) => {
      const question = t(`confirm.${action}`, { value: String(refundOrder.amount) });
      const done = await confirmedCall(question, () => api.refundOrderAction(action, refundOrder.id));
      if (done) reload();
      return done;
    },
    [t, api, confirmedCall],
  );

  const options = useMemo<ScreenOptions>(
    () => ({
      searchFields: ['paymentNo', 'orderId', 'status'],
      editors: { status: codePicker(t('refundOrderStatus', { returnObjects: true })) },
      cells: codeCells(t, { status: 'refundOrderStatus' }),
      rowButtons: (refundOrder, context) => (
        <>
          <RowButton
            label={t('actions.detail')}
            icon={<InfoRegular />}
            onClick={() => setShown({ id: refundOrder.id, reload: context.reload })}
          />
          {actionsOf(refundOrder).map((action) => (
            <RowButton
              key={action}
              label={t(`actions.${action}`)}
              icon={icons[action]}
              onClick={() => void act(action, refundOrder, context.reload)}
            />
          ))}
        </>
      ),
    }),
    [t, actionsOf, act],
  );

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {/* One modal at a time: the drawer steps aside while an action asks, and comes back afresh. */}
      {shown && !asking && (
        <RefundOrderDrawer
          api={api}
          id={shown.id}
          actionsOf={actionsOf}
          onAction={(action, refundOrder) => {
            setAsking(true);
            void act(action, refundOrder, shown.reload).finally(() => setAsking(false));
          }}
          onClose={() => setShown(undefined)}
        />
      )}
    </>
  );
}
