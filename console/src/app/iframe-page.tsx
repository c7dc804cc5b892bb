import { makeStyles, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

const useStyles = makeStyles({
  frame: { width: '100%', height: '100%', minHeight: '70vh', border: 'none' },
});

/** /myiframe/…: an external menu page embedded, its address in the query (SPEC.md §2). */
export function IframePage() {
  const { t } = useTranslation('layout');
  const styles = useStyles();
  const [params] = useSearchParams();
  const src = params.get('src');
  // Only web addresses and the site's own pages: never a javascript: or data: address.
  const safe = src !== null && (/^https?:\/\//i.test(src) || src.startsWith('/'));
  if (!safe) return <Text>{t('iframe.missing')}</Text>;
  return <iframe className={styles.frame} src={src} title={params.get('name') ?? src} />;
}
