import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer, DrawerSection, FactList } from '@console/components/detail-drawer/detail-drawer';
import type { MoneyApi, OrderLedgerLine } from '@console/features/money/api/money-api';
import type { OrderAction } from '@services/money/order/order.wire';
import { eventWords, OrderLedgerTable } from '@console/features/money/components/order-ledger-table';
import { OrderLifecycle } from '@console/features/money/components/order-lifecycle';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  history: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  meta: { color: tokens.colorNeutralForeground3 },
});

const terms = ['paymentNo', 'cardNo', 'buyerName', 'buyerPhone', 'tradeAmount', 'contractContent'] as const;
/** The order's money: a refunded balance joins these when refunds land (order.wire.ts). */
const balances = [
  'paidAmount',
  'frozenAmount',
  'provisionAmount',
  'consumedAmount',
  'provisionRatio',
] as const;

export interface OrderDrawerProps {
  api: MoneyApi;
  order: ResourceRecord;
  /** The actions the order's status allows, as the row offers them. */
  actions: readonly OrderAction[];
  onAction: (action: OrderAction) => void;
  onClose: () => void;
}

/** One order: where it stands, its terms, its balances, its ledger postings and its history. */
export function OrderDrawer({ api, order, actions, onAction, onClose }: OrderDrawerProps) {
  const styles = useStyles();
  const { t } = useTranslation('money');
  const lines = useLedger(api, order);
  const factsOf = (names: ReadonlyArray<(typeof terms)[number] | (typeof balances)[number]>) =>
    names.map((name) => ({ term: t(`fields.${name}`), value: String(order[name] ?? '') }));
  return (
    <DetailDrawer title={t('drawer.title')} onClose={onClose}>
      <DrawerSection title={t('drawer.lifecycle')}>
        <OrderLifecycle status={order.status} />
      </DrawerSection>
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button key={action} onClick={() => onAction(action)}>
              {t(`actions.${action}`)}
            </Button>
          ))}
        </div>
      )}
      <FactList facts={factsOf(terms)} />
      <DrawerSection title={t('drawer.balances')}>
        <FactList facts={factsOf(balances)} />
      </DrawerSection>
      <DrawerSection title={t('drawer.ledger')}>
        {lines ? <OrderLedgerTable lines={lines} /> : <Spinner size="tiny" />}
      </DrawerSection>
      <DrawerSection title={t('drawer.history')}>
        {!lines ? (
          <Spinner size="tiny" />
        ) : lines.length === 0 ? (
          <Text className={styles.meta}>{t('drawer.noHistory')}</Text>
        ) : (
          <ol className={styles.history}>
            {lines.map((line, index) => (
              <li key={index}>
                <Text>{[eventWords(t, line.type), line.amount].filter(Boolean).join(' · ')}</Text>{' '}
                <Text className={styles.meta}>{line.time}</Text>
              </li>
            ))}
          </ol>
        )}
      </DrawerSection>
    </DetailDrawer>
  );
}

/** The order's ledger lines, read again whenever the order shown changes (after an action). */
function useLedger(api: MoneyApi, order: ResourceRecord): OrderLedgerLine[] | undefined {
  const [lines, setLines] = useState<{ of: ResourceRecord; lines: OrderLedgerLine[] }>();
  const load = useCallback(() => api.ledger(order.id), [api, order]);
  useEffect(() => {
    let current = true;
    load().then(
      (answer) => current && setLines({ of: order, lines: answer }),
      () => current && setLines({ of: order, lines: [] }),
    );
    return () => {
      current = false;
    };
  }, [load, order]);
  return lines?.of === order ? lines.lines : undefined;
}
