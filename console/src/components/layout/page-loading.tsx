import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** Shown while a page's chunk or the menus arrive. */
export function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}
