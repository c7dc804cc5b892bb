import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Button } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages } from '@console/app/i18n';

const languageNames = { zh: '中文', en: 'English' } as const;

/** The zh/en switch (SPEC.md §1); the choice is remembered. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('layout');
  return (
    <Menu
      checkedValues={{ language: [i18n.language] }}
      onCheckedValueChange={(_, data) => void changeLanguage(data.checkedItems[0] === 'en' ? 'en' : 'zh')}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" aria-label={t('language')} icon={<LocalLanguageRegular />}>
          {languageNames[i18n.language === 'en' ? 'en' : 'zh']}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {languages.map((language) => (
            <MenuItemRadio key={language} name="language" value={language}>
              {languageNames[language]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
