import { EditRegular, InfoRegular, ReceiptMoneyRegular, TextEditStyleRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MerchantPicker, merchantTreePath } from '@console/components/field-editors/merchant-pickers';
import { ExportButton } from '@console/components/export-button/export-button';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { withBuyerRule } from '@console/features/money/api/buyer-query';
import { moneyApi } from '@console/features/money/api/money-api';
import { moneyMetadata } from '@console/features/money/api/money-resources';
import type { OrderAction } from '@services/money/order/order.wire';
import { codePicker } from '@console/components/field-editors/code-picker';
import { codeCells } from '@console/features/money/components/money-cells';
import { OrderActionDialog } from '@console/features/money/components/order-action-dialog';
import { OrderDrawer } from '@console/features/money/components/order-drawer';
import { useSearchedList } from '@console/features/money/components/searched-list';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import { titleIn } from '@console/lib/resources/tree-nodes';
import { useTreeNodes } from '@console/lib/resources/use-tree-nodes';

/** The status early, where a narrow screen shows it without scrolling; the amounts after it. */
const columns = [
  'paymentNo',
  'cardNo',
  'merchantId',
  'buyerName',
  'status',
  'tradeAmount',
  'paidAmount',
  'frozenAmount',
  'consumedAmount',
  'createTime',
];
const icons = {
  updateTradeAmount: <EditRegular />,
  updateContractContent: <TextEditStyleRegular />,
  consume: <ReceiptMoneyRegular />,
};
/** The permission code of each action's button (platform-menu-modules.ts). */
const permissionOf: Record<OrderAction, string> = {
  updateTradeAmount: 'order_amount',
  updateContractContent: 'order_contract',
  consume: 'consume_add',
};

/** An order opened from its row, and how to reload the list it came from. */
interface Opened {
  order: ResourceRecord;
  reload: () => void;
}

/**
 * Orders (/prepaid/orders): the list with its search, and per order its details in a drawer and
 * the actions its status allows, each asked, confirmed, then sent.
 */
export function OrderPage() {
  const { http, hasPermission } = useAppServices();
  const { t } = useTranslation('money');
  const api = useMemo(() => moneyApi(http), [http]);
  const metadata = useMemo(() => moneyMetadata('order'), []);
  const merchants = useTreeNodes(merchantTreePath);
  const searched = useSearchedList();
  const [shown, setShown] = useState<Opened>();
  const [acting, setActing] = useState<Opened & { action: OrderAction }>();
  const actionsOf = useMemo(
    () => (order: ResourceRecord) =>
      // What the order's status allows, as the server answers it, and the caller's rights allow.
      ((order.allowedActions ?? []) as OrderAction[]).filter((action) => hasPermission(permissionOf[action])),
    [hasPermission],
  );

  const options = useMemo<ScreenOptions>(
    () => ({
      columns,
      searchFields: ['paymentNo', 'cardNo', 'buyerName', 'merchantId', 'status'],
      editors: { merchantId: MerchantPicker, status: codePicker(t('orderStatus', { returnObjects: true })) },
      // Lists show names: the merchant's, the status's.
      cells: { ...codeCells(t, { status: 'orderStatus' }), merchantId: titleIn(merchants) },
      // The export writes what the search shows, with the buyer rule the list applies.
      calls: (standard) =>
        searched.calls({ ...standard, page: (query, path) => standard.page(withBuyerRule(query), path) }),
      toolbar: () => (
        <ExportButton permission="order_export" start={() => api.exportOrders(searched.search())} />
      ),
      rowButtons: (order, context) => (
        <>
          <RowButton
            label={t('actions.detail')}
            icon={<InfoRegular />}
            onClick={() => setShown({ order, reload: context.reload })}
          />
          {actionsOf(order).map((action) => (
            <RowButton
              key={action}
              label={t(`actions.${action}`)}
              icon={icons[action]}
              onClick={() => setActing({ action, order, reload: context.reload })}
            />
          ))}
        </>
      ),
    }),
    [t, actionsOf, merchants, api, searched],
  );

  const afterAction = async () => {
    if (!acting) return;
    acting.reload();
    // The drawer shows the order as it is now, when it is the one acted on.
    if (shown?.order.id === acting.order.id) {
      const order = await api.order(String(shown.order.paymentNo));
      setShown(order && { ...shown, order });
    }
    setActing(undefined);
  };

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {/* One modal at a time: the drawer steps aside while an action asks, and comes back afresh. */}
      {shown && !acting && (
        <OrderDrawer
          api={api}
          order={shown.order}
          actions={actionsOf(shown.order)}
          onAction={(action) => setActing({ ...shown, action })}
          onClose={() => setShown(undefined)}
        />
      )}
      {acting && (
        <OrderActionDialog
          api={api}
          action={acting.action}
          order={acting.order}
          onDone={() => void afterAction()}
          onClose={() => setActing(undefined)}
        />
      )}
    </>
  );
}
