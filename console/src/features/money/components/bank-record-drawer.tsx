import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer, DrawerSection, FactList } from '@console/components/detail-drawer/detail-drawer';
import type { BankRecordKind, MoneyField } from '@console/features/money/api/money-resources';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import type { CutPaymentStatusCode } from '@services/money/cut-payment/cut-payment.wire';
import type { RefundOrderStatusCode } from '@services/money/refund-order/refund-order.wire';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const bankFacts = ['serial', 'bankSerial', 'failReason'] as const;
/**
 * Sent to the bank (refund-order.wire.ts: 1 退款中; cut-payment.wire.ts: 1 划拨中): the drawer
 * follows the job until it answers.
 */
const atTheBank: RefundOrderStatusCode & CutPaymentStatusCode = 1;
const followEveryMs = 1000;

export interface BankRecordDrawerProps<Action extends string> {
  kind: BankRecordKind;
  /** The record's own facts, shown above the bank's answer. */
  terms: readonly MoneyField[];
  load: () => Promise<ResourceRecord>;
  actionsOf: (record: ResourceRecord) => Action[];
  labelOf: (action: Action) => string;
  /** Runs an action (confirmed first); the drawer is shown afresh after it. */
  onAction: (action: Action, record: ResourceRecord) => void;
  onClose: () => void;
}

/**
 * One record the bank works on (a refund order, a cut-payment application): its status, its
 * terms and the bank's answer, read when shown and every second while the bank has it, so the
 * job's progress shows as it happens.
 */
export function BankRecordDrawer<Action extends string>(props: BankRecordDrawerProps<Action>) {
  const { kind, terms, load: read, actionsOf, labelOf, onAction, onClose } = props;
  const styles = useStyles();
  const { t } = useTranslation('money');
  const [record, setRecord] = useState<ResourceRecord>();
  const load = useCallback(() => read().then(setRecord, () => undefined), [read]);
  useEffect(() => void load(), [load]);
  const pending = Number(record?.status) === atTheBank;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void load(), followEveryMs);
    return () => clearInterval(timer);
  }, [pending, load]);

  const factsOf = (names: readonly MoneyField[]) =>
    names.map((name) => ({ term: t(`fields.${name}`), value: String(record?.[name] ?? '') }));
  const actions = record ? actionsOf(record) : [];
  return (
    <DetailDrawer title={t(`bankDrawer.${kind}`)} onClose={onClose}>
      {!record ? (
        <Spinner size="tiny" />
      ) : (
        <>
          <FactList
            facts={[
              {
                term: t('fields.status'),
                value: t(`${kind}Status.${String(record.status)}` as 'refundOrderStatus.0'),
              },
            ]}
          />
          {actions.length > 0 && (
            <div className={styles.actions}>
              {actions.map((action) => (
                <Button key={action} onClick={() => onAction(action, record)}>
                  {labelOf(action)}
                </Button>
              ))}
            </div>
          )}
          <FactList facts={factsOf(terms)} />
          <DrawerSection title={t('bankDrawer.bankAnswer')}>
            {pending ? (
              <Spinner size="tiny" label={t('bankDrawer.progress')} />
            ) : (
              <FactList facts={factsOf(bankFacts)} />
            )}
          </DrawerSection>
        </>
      )}
    </DetailDrawer>
  );
}
