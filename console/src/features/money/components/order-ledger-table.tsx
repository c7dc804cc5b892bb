import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { OrderLedgerLine } from '@console/features/money/api/money-api';

const useStyles = makeStyles({
  // Account names carry ids: they wrap rather than run into the amounts.
  account: { overflowWrap: 'anywhere' },
});

/** The postings of every event that moved the order's money, each under the event that made it. */
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
          <TableHeaderCell>{t('drawer.account')}</TableHeaderCell>
          <TableHeaderCell>{t('drawer.amount')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {moved.flatMap((line, index) =>
          line.postings.map((posting) => (
            <TableRow key={`${index}-${posting.account}`}>
              <TableCell>{`${line.time} ${eventWords(t, line.type)}`}</TableCell>
              <TableCell className={styles.account}>{posting.account}</TableCell>
              <TableCell>{posting.amount}</TableCell>
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
