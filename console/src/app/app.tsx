import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export function App() {
  const { t } = useTranslation();
  return (
    <FluentProvider theme={webLightTheme}>
      <h1>{t('title')}</h1>
    </FluentProvider>
  );
}
