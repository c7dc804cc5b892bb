import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { TotalCard } from '@console/features/welcome/components/total-card';

const useStyles = makeStyles({
  rows: {
    display: 'grid',
    gridTemplateColumns: '1fr max-content',
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  value: { margin: 0, textAlign: 'end' },
});

export interface CountedCardProps {
  /** The heading's element id, which names the card's region. */
  id: string;
  title: string;
  /** The list the total opens. */
  to: string;
  /** undefined while the figures load. */
  counts:
    { total: number; rows: ReadonlyArray<{ key: string; label: ReactNode; count: number }> } | undefined;
}

/** A home page card: a total that opens its list, and the count of each part of it. */
export function CountedCard({ id, title, to, counts }: CountedCardProps) {
  const styles = useStyles();
  return (
    <TotalCard id={id} title={title} to={to} total={counts?.total}>
      <dl className={styles.rows}>
        {counts?.rows.map((row) => (
          <div key={row.key} style={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd className={styles.value}>{row.count}</dd>
          </div>
        ))}
      </dl>
    </TotalCard>
  );
}
