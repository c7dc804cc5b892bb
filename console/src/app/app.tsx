import { FluentProvider, makeStyles } from '@fluentui/react-components';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Provider as GraphqlProvider } from 'urql';
import { confirm, ConfirmHost } from '@console/app/confirm-dialog';
import { navigateTo } from '@console/app/navigation';
import { router } from '@console/app/router';
import { graphql, http, sessionActor } from '@console/app/session';
import { AppToaster, toasts } from '@console/app/toasts';
import { themeFrom } from '@console/features/theme/brand-theme';
import { useThemeColour } from '@console/features/theme/theme-store';
import { type AppServices, AppServicesContext } from '@console/lib/app-services/app-services';
import { SessionActorContext, useSessionSelector } from '@console/lib/session/session-context';

/**
 * The screen height is the inner element's, not the provider's: Fluent copies the provider's
 * classes onto every popup's mount node, which would then cover the screen.
 */
const useStyles = makeStyles({ screen: { minHeight: '100vh' } });

/** The shell: theme, session, the services every feature uses (REST and GraphQL), toasts, confirmations, routes. */
export function App() {
  const styles = useStyles();
  const colour = useThemeColour();
  const theme = useMemo(() => themeFrom(colour), [colour]);
  const permissions = useSessionSelector(sessionActor, (snapshot) => snapshot.context.permissions);
  const services = useMemo<AppServices>(() => {
    const allowed = new Set(permissions);
    return {
      http,
      hasPermission: (code) => allowed.has(code),
      notifySuccess: toasts.success,
      notifyError: toasts.error,
      confirm,
      openPage: navigateTo,
    };
  }, [permissions]);
  return (
    <FluentProvider theme={theme}>
      <div className={styles.screen}>
        <SessionActorContext.Provider value={sessionActor}>
          <AppServicesContext.Provider value={services}>
            <GraphqlProvider value={graphql}>
              <RouterProvider router={router} />
            </GraphqlProvider>
            <AppToaster />
            <ConfirmHost />
          </AppServicesContext.Provider>
        </SessionActorContext.Provider>
      </div>
    </FluentProvider>
  );
}
