import { Card, CardHeader, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ListLink } from '@console/features/welcome/components/list-link';

const useStyles = makeStyles({
  figure: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800 },
});

export interface TotalCardProps {
  /** The heading's element id, which names the card's region. */
  id: string;
  title: string;
  /** The list the total opens. */
  to: string;
  /** undefined while the figures load. */
  total: number | undefined;
  /** What the card says of the total's parts, once loaded. */
  children?: ReactNode;
}

/** A home page card: a titled total that opens its list, and below it what makes it up. */
export function TotalCard({ id, title, to, total, children }: TotalCardProps) {
  const styles = useStyles();
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader
        header={
          <Text as="h2" id={id} weight="semibold">
            {title}
          </Text>
        }
      />
      {total === undefined ? (
        <Spinner size="tiny" />
      ) : (
        <>
          <ListLink to={to} label={`${title} ${total}`}>
            <span className={styles.figure}>{total}</span>
          </ListLink>
          {children}
        </>
      )}
    </Card>
  );
}
