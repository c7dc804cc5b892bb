import { makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@console/components/field-editors/day-input';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { moneyApi } from '@console/features/money/api/money-api';
import { moneyMetadata, type MoneyResource } from '@console/features/money/api/money-resources';
import { BankRecordPage, type BankRecordScreen } from '@console/features/money/components/bank-record-page';
import { codeCells } from '@console/features/money/components/money-cells';
import { refundOrders } from '@console/features/money/components/refund-order-page';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { Query } from '@console/lib/http/query-string';
import type { AbnormalCounts } from '@services/money/reconciliation/reconciliation.wire';
import type { RefundOrderAction } from '@services/money/refund-order/refund-order.wire';

const useStyles = makeStyles({
  counts: { display: 'block', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
});

type TabName =
  'abnormalDepository' | 'abnormalConsume' | 'abnormalRefund' | 'abnormalInstruction' | 'refused';

/** What a tab lists (its view right shows the tab), narrowed where the list is shared. */
interface ListTab {
  resource: MoneyResource;
  fixedQuery?: Query;
}

const tabs: Readonly<Record<TabName, ListTab>> = {
  abnormalDepository: { resource: 'abnormalDepository' },
  abnormalConsume: { resource: 'abnormalConsume' },
  abnormalRefund: { resource: 'abnormalRefund' },
  abnormalInstruction: { resource: 'abnormalInstruction', fixedQuery: { abnormalKind: 'instruction' } },
  refused: { resource: 'refundOrder' },
};
const tabNames = Object.keys(tabs) as TabName[];

/**
 * The refund orders the bank refused (refund-order.events.ts: failed is 3): no difference, as the
 * bank and we agree, but each waits for an operator to send it again, as on the refund orders' page.
 */
const refusedRefunds: BankRecordScreen<RefundOrderAction> = {
  ...refundOrders,
  fixedQuery: { status: '3' },
  searchFields: ['paymentNo', 'orderId'],
};

/**
 * Abnormal orders (/prepaid/abnormal-order): what reconciliation found, counted by kind, and
 * listed by kind (deposits no order claims or that differ; consumption on money never funded;
 * refunds and transfers that differ from the bank's); and the refunds the bank refused.
 */
export function AbnormalOrderPage() {
  const styles = useStyles();
  const { t } = useTranslation('money');
  const { http, hasPermission } = useAppServices();
  const shownTabs = useMemo(
    () => tabNames.filter((name) => hasPermission(moneyMetadata(tabs[name].resource).permissions.view)),
    [hasPermission],
  );
  const [tab, setTab] = useState<TabName>('abnormalDepository');
  const [counts, setCounts] = useState<AbnormalCounts>();
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
      fixedQuery: tabs[tab].fixedQuery,
    }),
    [t, tab],
  );
  return (
    <>
      {counts && <Text className={styles.counts}>{t('reconcile.counts', counts)}</Text>}
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as TabName)}>
        {shownTabs.map((name) => (
          <Tab key={name} value={name}>
            {name === 'refused' ? t('reconcile.refused') : t(`titles.${name}`)}
          </Tab>
        ))}
      </TabList>
      {tab === 'refused' ? (
        <BankRecordPage screen={refusedRefunds} />
      ) : (
        <ResourceScreen key={tab} metadata={moneyMetadata(tabs[tab].resource)} options={options} />
      )}
    </>
  );
}
