import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@console/app/app';
import { startI18n } from '@console/app/i18n';
import { setNavigator } from '@console/app/navigation';
import { router } from '@console/app/router';
import { startErrorLog } from '@console/features/error-log/error-log-store';
import { changeLanguage, storedLanguage } from '@console/lib/i18n/language';

startErrorLog(window);
await startI18n();
// Also marks the document's language, which the static page gives as Chinese.
await changeLanguage(storedLanguage());
setNavigator((path) => void router.navigate(path));
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
