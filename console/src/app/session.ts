import i18next from 'i18next';
import { createActor, fromPromise } from 'xstate';
import { navigateTo } from '@console/app/navigation';
import { toasts } from '@console/app/toasts';
import { site } from '@console/config/site';
import { createGraphqlClient, socketUrlOf } from '@console/lib/graphql/graphql-client';
import { createHttpClient } from '@console/lib/http/http-client';
import { authApi } from '@console/lib/session/auth-api';
import { sessionStore } from '@console/lib/session/session-store';
import { sessionMachine } from '@console/lib/session/session.machine';
import { tabsStore } from '@console/lib/tabs/tabs-store';

/** The one HTTP client, sending the session's token and ending the session on a 401. */
export const http = createHttpClient({
  clientId: site.clientId,
  clientSecret: site.clientSecret,
  authHeader: site.authHeader,
  timeoutMs: site.requestTimeoutMs,
  silentCodes: site.silentCodes,
  unknownErrorMessage: () => i18next.t('unknownError'),
  accessToken: () => sessionStore.accessToken(),
  notifyError: (message) => toasts.error(message),
  onUnauthorized: () => sessionActor.send({ type: 'session.unauthorized' }),
});

/** The GraphQL client of the audit explorer, with the same token and the same end on a 401. */
export const graphql = createGraphqlClient({
  url: '/api/graphql',
  socketUrl: socketUrlOf('/api/graphql', window.location),
  authHeader: site.authHeader,
  accessToken: () => sessionStore.accessToken(),
  onUnauthorized: () => sessionActor.send({ type: 'session.unauthorized' }),
});

export const auth = authApi(http);

/** The session machine with the browser's effects: calls, storage, tabs, navigation, toasts. */
export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }) => auth.login(input)),
      refresh: fromPromise(({ input }) => auth.refresh(input.refreshToken, input.tenantId, input.scope)),
      loadMenus: fromPromise(() => auth.menus()),
      logout: fromPromise(async () => {
        await auth.logout();
      }),
    },
    actions: {
      saveSession: ({ context }) => sessionStore.saveSession(context.session),
      saveMenus: ({ context }) => sessionStore.saveMenus(context),
      saveLock: ({ context }) => sessionStore.saveLock(context.lock),
      clearStorage: () => sessionStore.clear(),
      clearTabs: () => tabsStore.dispatch({ type: 'tab.reset' }),
      goToLogin: () => navigateTo('/login'),
      goHome: () => navigateTo('/'),
      rejectUnlock: () => toasts.error(i18next.t('lock:wrongPassword')),
    },
  }),
  {
    input: {
      ...sessionStore.load(),
      now: () => Date.now(),
      tokenTimeSeconds: site.tokenTime,
      refreshCheckMs: site.tokenRefreshCheckMs,
    },
  },
);
sessionActor.start();
