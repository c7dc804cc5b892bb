import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@console/app/app';
import { startI18n } from '@console/app/i18n';

await startI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
