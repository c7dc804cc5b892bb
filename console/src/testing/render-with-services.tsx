import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { startI18n } from '@console/app/i18n';
import { type AppServices, AppServicesContext } from '@console/lib/app-services/app-services';
import type { HttpClient } from '@console/lib/http/http-client';

/**
 * i18next is started once per test file: starting it again while screens are mounted makes
 * react-i18next suspend them, which remounts them and loses their state.
 */
let i18nStarted: Promise<unknown> | undefined;

export interface RenderedServices {
  successes: string[];
  errors: string[];
  confirmations: string[];
}

/** Renders a feature inside the services the shell provides, with every permission granted unless told. */
export async function renderWithServices(
  ui: ReactNode,
  http: HttpClient,
  options: { permissions?: (code: string) => boolean; confirm?: boolean } = {},
) {
  await (i18nStarted ??= startI18n());
  const seen: RenderedServices = { successes: [], errors: [], confirmations: [] };
  const services: AppServices = {
    http,
    hasPermission: options.permissions ?? (() => true),
    notifySuccess: (message) => seen.successes.push(message),
    notifyError: (message) => seen.errors.push(message),
    confirm: async (message) => {
      seen.confirmations.push(message);
      return options.confirm ?? true;
    },
  };
  // A wrapper rather than a wrapped tree, so that `rerender` (a new prop) keeps the services.
  const result = render(ui, {
    wrapper: ({ children }) => (
      <FluentProvider theme={webLightTheme}>
        <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>
      </FluentProvider>
    ),
  });
  return { ...result, seen };
}
