import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@console/components/layout/language-switch';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBrandBackground2,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  card: {
    width: '420px',
    maxWidth: '100%',
    padding: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
  },
  heading: { fontSize: tokens.fontSizeBase500 },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

/** The frame of the pages shown without the main layout: login, register, lock. */
export function PublicFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <Title2 as="h1">{t('title')}</Title2>
          <LanguageSwitch />
        </header>
        <Title2 as="h2" className={styles.heading}>
          {heading}
        </Title2>
        {children}
      </div>
    </main>
  );
}
