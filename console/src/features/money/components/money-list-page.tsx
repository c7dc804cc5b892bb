import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { moneyMetadata, type MoneyResource } from '@console/features/money/api/money-resources';
import { codePicker } from '@console/components/field-editors/code-picker';
import { codeCells } from '@console/features/money/components/money-cells';

/** How each plain list differs from the generic screen: its coded columns and its search inputs. */
const screens: Partial<
  Record<MoneyResource, (t: ReturnType<typeof useTranslation<'money'>>['t']) => ScreenOptions>
> = {
  consumption: (t) => ({
    cells: codeCells(t, { reportedBy: 'reportedBy' }),
    searchFields: ['paymentNo', 'orderId'],
  }),
  card: () => ({
    searchFields: ['cardNo', 'holderName', 'orderId'],
    // The number is what the bank and the consumer side know the card by: it stays.
    form: { disabled: ['cardNo'], hidden: ['orderId', 'createTime'] },
  }),
  superviseCharge: (t) => ({
    cells: codeCells(t, { status: 'depositStatus' }),
    searchFields: ['bankSerial', 'paymentNo', 'payerName'],
  }),
  unionOrder: (t) => ({
    cells: codeCells(t, { status: 'orderStatus' }),
    editors: { status: codePicker(t('orderStatus', { returnObjects: true })) },
    searchFields: ['paymentNo', 'cardNo', 'buyerName', 'status'],
  }),
  superviseRefund: refundList,
  unionRefund: refundList,
};

/** The bank's refund lists: refund orders as the bank has them, by their serials. */
function refundList(t: ReturnType<typeof useTranslation<'money'>>['t']): ScreenOptions {
  return {
    cells: codeCells(t, { status: 'refundOrderStatus' }),
    searchFields: ['paymentNo', 'serial', 'bankSerial'],
  };
}

/** The page of a money list with nothing of its own beyond its columns (consumptions, cards, charges, card orders, refunds). */
export function moneyListPage(resource: MoneyResource) {
  return function MoneyListPage() {
    const { t } = useTranslation('money');
    const metadata = useMemo(() => moneyMetadata(resource), []);
    const options = useMemo(() => screens[resource]?.(t) ?? {}, [t]);
    return <ResourceScreen metadata={metadata} options={options} />;
  };
}
