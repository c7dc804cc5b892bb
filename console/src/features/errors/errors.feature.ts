import { createElement } from 'react';
import { errorsMessages } from '@console/features/errors/errors.i18n';
import { defineFeature, type FixedRoute } from '@console/lib/feature-manifest/feature-manifest';

const errorRoute = (status: '404' | '403' | '500'): FixedRoute => ({
  path: `/${status}`,
  access: 'public',
  page: async () => {
    const { ErrorPage } = await import('@console/features/errors/error-page');
    return () => createElement(ErrorPage, { status });
  },
});

/** The error pages, and the page of a menu whose screen the console does not have yet. */
export const errorsFeature = defineFeature({
  namespace: 'errors',
  messages: errorsMessages,
  routes: [errorRoute('404'), errorRoute('403'), errorRoute('500')],
});
