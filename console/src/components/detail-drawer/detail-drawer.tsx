import {
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@console/components/icon-button/icon-button';

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
});

export interface DetailDrawerProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** One record's details at the side of its list (a goods item, an order), closed by its button or Esc. */
export function DetailDrawer({ title, onClose, children }: DetailDrawerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <OverlayDrawer open position="end" size="medium" onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<IconButton label={t('close')} icon={<DismissRegular />} onClick={onClose} />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>{children}</DrawerBody>
    </OverlayDrawer>
  );
}

/** A titled part of a drawer, a region named by its title. */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Text as="h3" weight="semibold" block>
        {title}
      </Text>
      {children}
    </section>
  );
}

/** Terms and their values, two columns. */
export function FactList({ facts }: { facts: ReadonlyArray<{ term: string; value: string }> }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {facts.map(({ term, value }, index) => (
        <Fragment key={`${index}-${term}`}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
