import { makeStyles, tokens } from '@fluentui/react-components';
import { ListLink } from '@console/features/welcome/components/list-link';
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
  counts: { total: number; rows: readonly CountedRow[] } | undefined;
}

export interface CountedRow {
  key: string;
  label: string;
  count: number;
  /** The list of this part alone, where there is one: its label opens it. */
  to?: string;
}

/**
 * A home page card: a total that opens its list, and the count of each part of it, each opening
 * its own list where it has one.
 */
export function CountedCard({ id, title, to, counts }: CountedCardProps) {
  const styles = useStyles();
  return (
    <TotalCard id={id} title={title} to={to} total={counts?.total}>
      <dl className={styles.rows}>
        {counts?.rows.map((row) => (
          <div key={row.key} style={{ display: 'contents' }}>
            <dt>
              {row.to === undefined ? (
                row.label
              ) : (
                <ListLink to={row.to} label={`${row.label} ${row.count}`}>
                  {row.label}
                </ListLink>
              )}
            </dt>
            <dd className={styles.value}>{row.count}</dd>
          </div>
        ))}
      </dl>
    </TotalCard>
  );
}
