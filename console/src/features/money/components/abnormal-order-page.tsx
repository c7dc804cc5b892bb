import { makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@console/components/field-editors/day-input';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { moneyApi } from '@console/features/money/api/money-api';
import { moneyMetadata } from '@console/features/money/api/money-resources';
import { BankRecordPage, type BankRecordScreen } from '@console/features/money/components/bank-record-page';
import { codeCells } from '@console/features/money/components/money-cells';
import { refundOrders } from '@console/features/money/components/refund-order-page';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { AbnormalCounts } from '@services/money/reconciliation/reconciliation.wire';
import type { RefundOrderAction } from '@services/money/refund-order/refund-order.wire';

const useStyles = makeStyles({
  counts: { display: 'block', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
});

const kinds = ['abnormalDepository', 'abnormalConsume', 'abnormalRefund'] as const;

/** The refund orders the bank refused: read, followed and sent again as on the refund orders' page. */
const refusedRefunds: BankRecordScreen<RefundOrderAction> = {
  ...refundOrders,
  list: 'abnormalRefund',
  searchFields: ['paymentNo', 'orderId'],
};

/**
 * Abnormal orders (/prepaid/abnormal-order): what reconciliation found, counted by kind, and
 * listed by kind (deposits no order claims or that differ; consumption on money never funded;
 * refunds the bank refused, each to be sent again).
 */
export function AbnormalOrderPage() {
  const styles = useStyles();
  const { http } = useAppServices();
  const { t } = useTranslation('money');
  const [kind, setKind] = useState<(typeof kinds)[number]>('abnormalDepository');
  const [counts, setCounts] = useState<AbnormalCounts>();
  const metadata = useMemo(() => moneyMetadata(kind), [kind]);
  useEffect(() => {
    let current = true;
    moneyApi(http)
      .abnormalCounts()
      .then(
        (answer) => current && setCounts(answer),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [http]);
  const options = useMemo<ScreenOptions>(
    () => ({
      columns: ['reconDate', 'lineKind', 'status', 'bankSerial', 'paymentNo', 'bankAmount', 'ourAmount'],
      searchFields: ['reconDate', 'paymentNo'],
      editors: { reconDate: DayInput },
      cells: codeCells(t, { status: 'reconciliationStatus', lineKind: 'lineKind' }),
    }),
    [t],
  );
  return (
    <>
      {counts && <Text className={styles.counts}>{t('reconcile.counts', counts)}</Text>}
      <TabList selectedValue={kind} onTabSelect={(_, data) => setKind(data.value as (typeof kinds)[number])}>
        {kinds.map((name) => (
          <Tab key={name} value={name}>
            {t(`titles.${name}`)}
          </Tab>
        ))}
      </TabList>
      {kind === 'abnormalRefund' ? (
        <BankRecordPage screen={refusedRefunds} />
      ) : (
        <ResourceScreen key={kind} metadata={metadata} options={options} />
      )}
    </>
  );
}
