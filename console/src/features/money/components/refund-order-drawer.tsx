import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer, DrawerSection, FactList } from '@console/components/detail-drawer/detail-drawer';
import type { MoneyApi } from '@console/features/money/api/money-api';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import type {
  RefundOrderAction,
  RefundOrderStatusCode,
} from '@services/money/refund-order/refund-order.wire';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const terms = ['orderId', 'paymentNo', 'amount', 'accountNo', 'accountName', 'attempts'] as const;
const bankFacts = ['serial', 'bankSerial', 'failReason'] as const;
/** Sent to the bank (refund-order.wire.ts: 1 退款中): the drawer follows the job until it answers. */
const atTheBank: RefundOrderStatusCode = 1;
const followEveryMs = 1000;

export interface RefundOrderDrawerProps {
  api: MoneyApi;
  id: string;
  actionsOf: (refundOrder: ResourceRecord) => RefundOrderAction[];
  /** Runs an action (confirmed first); the drawer is shown afresh after it. */
  onAction: (action: RefundOrderAction, refundOrder: ResourceRecord) => void;
  onClose: () => void;
}

/**
 * One refund order: its status, its terms and the bank's answer, read when shown and every
 * second while the bank has it, so the job's progress shows as it happens.
 */
export function RefundOrderDrawer({ api, id, actionsOf, onAction, onClose }: RefundOrderDrawerProps) {
  const styles = useStyles();
  const { t } = useTranslation('money');
  const [refundOrder, setRefundOrder] = useState<ResourceRecord>();
  const load = useCallback(() => api.refundOrder(id).then(setRefundOrder, () => undefined), [api, id]);
  useEffect(() => void load(), [load]);
  const pending = Number(refundOrder?.status) === atTheBank;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void load(), followEveryMs);
    return () => clearInterval(timer);
  }, [pending, load]);

  const factsOf = (names: ReadonlyArray<(typeof terms)[number] | (typeof bankFacts)[number]>) =>
    names.map((name) => ({ term: t(`fields.${name}`), value: String(refundOrder?.[name] ?? '') }));
  return (
    <DetailDrawer title={t('refundDrawer.title')} onClose={onClose}>
      {!refundOrder ? (
        <Spinner size="tiny" />
      ) : (
        <>
          <FactList
            facts={[
              {
                term: t('fields.status'),
                value: t(`refundOrderStatus.${String(refundOrder.status)}` as 'refundOrderStatus.0'),
              },
            ]}
          />
          {actionsOf(refundOrder).length > 0 && (
            <div className={styles.actions}>
              {actionsOf(refundOrder).map((action) => (
                <Button key={action} onClick={() => onAction(action, refundOrder)}>
                  {t(`actions.${action}`)}
                </Button>
              ))}
            </div>
          )}
          <FactList facts={factsOf(terms)} />
          <DrawerSection title={t('refundDrawer.bankAnswer')}>
            {pending ? (
              <Spinner size="tiny" label={t('refundDrawer.progress')} />
            ) : (
              <FactList facts={factsOf(bankFacts)} />
            )}
          </DrawerSection>
        </>
      )}
    </DetailDrawer>
  );
}
