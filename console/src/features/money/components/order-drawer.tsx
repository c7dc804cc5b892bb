import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@console/components/icon-button/icon-button';
import type { MoneyApi, OrderLedgerLine } from '@console/features/money/api/money-api';
import type { OrderAction } from '@console/features/money/api/order-actions';
import { eventWords, OrderLedgerTable } from '@console/features/money/components/order-ledger-table';
import { OrderLifecycle } from '@console/features/money/components/order-lifecycle';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
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
  const { t: common } = useTranslation();
  const lines = useLedger(api, order);
  const fact = (name: (typeof terms)[number] | (typeof balances)[number]) => (
    <Fact key={name} term={t(`fields.${name}`)}>
      {String(order[name] ?? '')}
    </Fact>
  );
  return (
    <OverlayDrawer open position="end" size="medium" onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<IconButton label={common('close')} icon={<DismissRegular />} onClick={onClose} />}
        >
          {t('drawer.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Section title={t('drawer.lifecycle')}>
          <OrderLifecycle status={order.status} />
        </Section>
        {actions.length > 0 && (
          <div className={styles.actions}>
            {actions.map((action) => (
              <Button key={action} onClick={() => onAction(action)}>
                {t(`actions.${action}`)}
              </Button>
            ))}
          </div>
        )}
        <dl className={styles.facts}>{terms.map(fact)}</dl>
        <Section title={t('drawer.balances')}>
          <dl className={styles.facts}>{balances.map(fact)}</dl>
        </Section>
        <Section title={t('drawer.ledger')}>
          {lines ? <OrderLedgerTable lines={lines} /> : <Spinner size="tiny" />}
        </Section>
        <Section title={t('drawer.history')}>
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
        </Section>
      </DrawerBody>
    </OverlayDrawer>
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Text as="h3" weight="semibold" block>
        {title}
      </Text>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: string }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}
