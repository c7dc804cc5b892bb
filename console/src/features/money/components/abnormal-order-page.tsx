import { makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@console/components/field-editors/day-input';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { useTabInAddress } from '@console/hooks/use-tab-in-address';
import { moneyApi } from '@console/features/money/api/money-api';
import { moneyMetadata, type MoneyResource } from '@console/features/money/api/money-resources';
import { BankRecordPage, type BankRecordScreen } from '@console/features/money/components/bank-record-page';
import { codeCells } from '@console/features/money/components/money-cells';
import { refundOrders } from '@console/features/money/components/refund-order-page';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { Query } from '@console/lib/http/query-string';
import type { AbnormalCounts, AbnormalKind } from '@services/money/reconciliation/reconciliation.wire';
import type { RefundOrderAction } from '@services/money/refund-order/refund-order.wire';

const useStyles = makeStyles({
  counts: { display: 'block', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
});

/**
 * A tab per kind of difference, named by the kind (the home page's card links to it so), and the
 * refused refunds.
 */
type TabName = AbnormalKind | 'refused';

/**
 * The list of one kind of difference, narrowed where the list is shared, and what names each
 * difference: a charge its payment, an instruction we sent our serial.
 */
interface DifferenceTab {
  resource: MoneyResource;
  fixedQuery?: Query;
  namedBy: 'paymentNo' | 'serial';
}

const differences: Readonly<Record<AbnormalKind, DifferenceTab>> = {
  depository: { resource: 'abnormalDepository', namedBy: 'paymentNo' },
  consume: { resource: 'abnormalConsume', namedBy: 'paymentNo' },
  refund: { resource: 'abnormalRefund', namedBy: 'serial' },
  instruction: {
    resource: 'abnormalInstruction',
    fixedQuery: { abnormalKind: 'instruction' },
    namedBy: 'serial',
  },
};
const tabNames: readonly TabName[] = [...(Object.keys(differences) as AbnormalKind[]), 'refused'];
/** The list a tab reads: its view right shows the tab. */
const listOf = (tab: TabName): MoneyResource =>
  tab === 'refused' ? 'refundOrder' : differences[tab].resource;

/**
 * The refund orders the bank refused (refund-order.events.ts: failed is 3): no difference, as the
 * bank and we agree, but each waits for an operator to send it again, as on the refund orders' page.
 */
const refusedRefunds: BankRecordScreen<RefundOrderAction> = {
  ...refundOrders,
  fixedQuery: { status: '3' },
  // Why the bank refused, at once: every row here is 退款失败.
  columns: ['paymentNo', 'amount', 'failReason', 'accountNo', 'accountName', 'serial', 'createTime'],
  searchFields: ['paymentNo', 'orderId'],
};

/**
 * Abnormal orders (/prepaid/abnormal-order): what reconciliation found, counted by kind, and
 * listed by kind (deposits no order claims or that differ; consumption on money never funded;
 * refunds and transfers that differ from the bank's); and the refunds the bank refused. Its
 * return type is written out: the console's i18n types derive from the features, this page's
 * among them, and inferring it through `t` would go round in a circle.
 */
export function AbnormalOrderPage(): ReactElement {
  const styles = useStyles();
  const { t } = useTranslation('money');
  const { http, hasPermission } = useAppServices();
  const shownTabs = useMemo(
    () => tabNames.filter((name) => hasPermission(moneyMetadata(listOf(name)).permissions.view)),
    [hasPermission],
  );
  const [tab, showTab] = useTabInAddress(shownTabs);
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
  // The difference a tab lists, if it lists one (the refused refunds are no difference).
  const difference = tab === 'refused' ? undefined : tab;
  const options = useMemo<ScreenOptions | undefined>(() => {
    if (difference === undefined) return undefined;
    const { fixedQuery, namedBy } = differences[difference];
    return {
      columns: ['reconDate', 'lineKind', 'status', namedBy, 'bankSerial', 'bankAmount', 'ourAmount'],
      searchFields: ['reconDate', namedBy],
      editors: { reconDate: DayInput },
      cells: codeCells(t, { status: 'reconciliationStatus', lineKind: 'lineKind' }),
      fixedQuery,
    };
  }, [t, difference]);
  return (
    <>
      {counts && <Text className={styles.counts}>{t('reconcile.counts', counts)}</Text>}
      <TabList selectedValue={tab} onTabSelect={(_, data) => showTab(data.value as TabName)}>
        {shownTabs.map((name) => (
          <Tab key={name} value={name}>
            {name === 'refused' ? t('reconcile.refused') : t(`titles.${differences[name].resource}`)}
          </Tab>
        ))}
      </TabList>
      {difference && options && (
        <ResourceScreen key={difference} metadata={moneyMetadata(listOf(difference))} options={options} />
      )}
      {tab === 'refused' && <BankRecordPage screen={refusedRefunds} />}
    </>
  );
}
