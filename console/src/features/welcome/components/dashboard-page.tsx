import { Card, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSession } from '@console/lib/session/session-context';
import type { MenuNode } from '@console/lib/session/session.types';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  cards: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  card: { minWidth: '200px' },
  figure: { fontSize: tokens.fontSizeHero800, color: tokens.colorBrandForeground1 },
});

function countLeaves(nodes: readonly MenuNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.children?.length ? countLeaves(node.children) : 1), 0);
}

/** /wel/dashboard (hidden from the menu): what the signed-in user may reach. */
export function DashboardPage() {
  const { t } = useTranslation('welcome');
  const styles = useStyles();
  const menu = useSession((snapshot) => snapshot.context.menu);
  const permissions = useSession((snapshot) => snapshot.context.permissions);
  return (
    <section className={styles.page}>
      <Title2 as="h1">{t('dashboard.title')}</Title2>
      <div className={styles.cards}>
        <Card className={styles.card}>
          <Text>{t('dashboard.menus')}</Text>
          <Text className={styles.figure}>{countLeaves(menu)}</Text>
        </Card>
        <Card className={styles.card}>
          <Text>{t('dashboard.permissions')}</Text>
          <Text className={styles.figure}>{permissions.length}</Text>
        </Card>
      </div>
    </section>
  );
}
