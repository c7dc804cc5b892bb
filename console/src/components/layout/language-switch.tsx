import { Button } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@console/lib/i18n/language';

/**
 * The zh/en switch (SPEC.md §1), remembered. Two languages make it a toggle that names the other
 * one; a plain button also keeps the menu code out of the login page's budget.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('layout');
  const english = i18n.language === 'en';
  return (
    <Button
      appearance="subtle"
      icon={<LocalLanguageRegular />}
      title={t('language')}
      lang={english ? 'zh-CN' : 'en'}
      onClick={() => void changeLanguage(english ? 'zh' : 'en')}
    >
      {english ? '中文' : 'English'}
    </Button>
  );
}
