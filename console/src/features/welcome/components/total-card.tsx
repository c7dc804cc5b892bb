import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FigureCard } from '@console/features/welcome/components/figure-card';
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
    <FigureCard id={id} title={title} figures={total}>
      {(loaded) => (
        <>
          <ListLink to={to} label={`${title} ${loaded}`}>
            <span className={styles.figure}>{loaded}</span>
          </ListLink>
          {children}
        </>
      )}
    </FigureCard>
  );
}
