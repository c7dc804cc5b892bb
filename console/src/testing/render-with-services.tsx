import '@console/testing/jsdom-text-encoder';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { startI18n } from '@console/app/i18n';
import { type AppServices, AppServicesContext } from '@console/lib/app-services/app-services';
import type { HttpClient } from '@console/lib/http/http-client';

/**
 * How long findBy and waitFor wait for the screen to answer: a screen's first render imports its
 * lazy parts and its fake calls answer on the next tick, which on a machine running two test
 * files and their databases at once can take well over the library's one second.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * i18next is started once per test file: starting it again while screens are mounted makes
 * react-i18next suspend them, which remounts them and loses their state.
 */
let i18nStarted: Promise<unknown> | undefined;

export interface RenderedServices {
  successes: string[];
  errors: string[];
  confirmations: string[];
  /** The pages opened, by their locations. */
  opened: string[];
}

export interface RenderOptions {
  permissions?: (code: string) => boolean;
  /** What the confirmation dialog answers; yes unless told. */
  confirm?: boolean;
  /**
   * The page's address, for a feature that reads it (a tab kept in it): rendered in a router
   * opened there. Without it, no router: a spec that routes brings its own.
   */
  address?: string;
}

/** Renders a feature inside the services the shell provides, with every permission granted unless told. */
export async function renderWithServices(ui: ReactNode, http: HttpClient, options: RenderOptions = {}) {
  await (i18nStarted ??= startI18n());
  const seen: RenderedServices = { successes: [], errors: [], confirmations: [], opened: [] };
  const services: AppServices = {
    http,
    hasPermission: options.permissions ?? (() => true),
    notifySuccess: (message) => seen.successes.push(message),
    notifyError: (message) => seen.errors.push(message),
    confirm: async (message) => {
      seen.confirmations.push(message);
      return options.confirm ?? true;
    },
    openPage: (location) => seen.opened.push(location),
  };
  // A wrapper rather than a wrapped tree, so that `rerender` (a new prop) keeps the services.
  const result = render(ui, {
    wrapper: ({ children }) => {
      const shell = (
        <FluentProvider theme={webLightTheme}>
          <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>
        </FluentProvider>
      );
      return options.address === undefined ? (
        shell
      ) : (
        <MemoryRouter initialEntries={[options.address]}>{shell}</MemoryRouter>
      );
    },
  });
  return { ...result, seen };
}
