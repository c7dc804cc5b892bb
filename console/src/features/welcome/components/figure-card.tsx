import { Card, CardHeader, makeStyles, Spinner, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  wide: { gridColumn: '1 / -1' },
});

export interface FigureCardProps<Figures> {
  /** The heading's element id, which names the card's region. */
  id: string;
  title: string;
  /** undefined while they load: a spinner shows until then. */
  figures: Figures | undefined;
  /** Across the whole row of the home page's grid (a card with a chart). */
  wide?: boolean;
  /** What the card shows of its figures once loaded. */
  children: (figures: Figures) => ReactNode;
}

/** A home page card: a titled region, a spinner while its figures load, then what it shows of them. */
export function FigureCard<Figures>({ id, title, figures, wide, children }: FigureCardProps<Figures>) {
  const styles = useStyles();
  return (
    <Card className={wide ? styles.wide : undefined} role="region" aria-labelledby={id}>
      <CardHeader
        header={
          <Text as="h2" id={id} weight="semibold">
            {title}
          </Text>
        }
      />
      {figures === undefined ? <Spinner size="tiny" /> : children(figures)}
    </Card>
  );
}
