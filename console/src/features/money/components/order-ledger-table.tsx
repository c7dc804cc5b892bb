import {
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { OrderLedgerLine } from '@console/features/money/api/money-api';

const useStyles = makeStyles({
  account: { display: 'flex', flexDirection: 'column' },
  // The account's code carries ids: it wraps rather than run into the amounts.
  code: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  // The header's words sit in its button slot, a flex box: aligned with the amounts under them.
  amountHeader: { justifyContent: 'flex-end' },
});

/**
 * The postings of every event that moved the order's money: each movement's time and kind once,
 * beside its postings; each account in words (its kind, as the server reads it), over its code in
 * the ledger. An account of a kind the server does not name shows its code alone.
 */
export function OrderLedgerTable({ lines }: { lines: readonly OrderLedgerLine[] }) {
  const styles = useStyles();
  const { t } = useTranslation('money');
  const moved = lines.filter((line) => line.postings.length > 0);
  if (moved.length === 0) return <Text>{t('drawer.noPostings')}</Text>;
  return (
    <Table size="small" aria-label={t('drawer.ledger')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('fields.createTime')}</TableHeaderCell>
          <TableHeaderCell>{t('drawer.movement')}</TableHeaderCell>
          <TableHeaderCell>{t('drawer.account')}</TableHeaderCell>
          <TableHeaderCell button={{ className: styles.amountHeader }}>{t('drawer.amount')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {moved.flatMap((line, index) =>
          line.postings.map((posting, place) => (
            <TableRow key={`${index}-${posting.account}`}>
              {place === 0 && <TableCell rowSpan={line.postings.length}>{line.time}</TableCell>}
              {place === 0 && (
                <TableCell rowSpan={line.postings.length}>{eventWords(t, line.type)}</TableCell>
              )}
              <TableCell>
                <span className={styles.account}>
                  {posting.kind && t(`accounts.${posting.kind}`)}
                  <Caption1 className={styles.code}>{posting.account}</Caption1>
                </span>
              </TableCell>
              <TableCell className={styles.amount}>{posting.amount}</TableCell>
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
}

/** An event's type in words; a type this console does not know yet shows as it is. */
export function eventWords(t: ReturnType<typeof useTranslation<'money'>>['t'], type: string): string {
  return t(`events.${type}` as 'events.OrderCreated', { defaultValue: type });
}
