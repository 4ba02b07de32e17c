import { CacheProvider } from '@emotion/react';
import { useMemo, useSyncExternalStore } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { isRtl } from '../i18n';
import { guestAware } from './auth/guestAware';
import { LoginPage } from './auth/LoginPage';
import { authOpenRoutes } from './auth/openRoutes';
import { type Resource as RegistryResource, resources } from '../resources';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { emotionCacheFor } from './providers/directionCache';
import { i18nProvider } from './providers/i18nProvider';
import { iconFor } from './providers/icons';
import { AppLayout } from './providers/layout/AppLayout';
import { groupRedirects } from './providers/layout/groupRedirects';
import { currentLocale, subscribeLocale } from './providers/locale';
import { AppNotification } from './providers/notifications/AppNotification';
import { createAppTheme, type Direction } from './providers/theme';
import { raName, recordRepresentationFor, screensFor } from './screens';

// Users outside the back-office roles get the guest screen instead of the layout (spec §1).
const UserLayout = guestAware(AppLayout);

const directionNow = (): Direction => (isRtl(currentLocale()) ? 'rtl' : 'ltr');

function resourceElement(resource: RegistryResource) {
  const screens = screensFor(resource);
  return (
    <Resource
      key={resource.name}
      name={raName(resource)}
      list={screens.list}
      create={screens.create}
      edit={screens.edit}
      show={screens.show}
      icon={iconFor(resource.icon)}
      // A key, translated (plural) by react-admin wherever it names the resource, in the current language.
      options={{ label: `resources.${resource.name}.name` }}
      recordRepresentation={recordRepresentationFor(resource)}
    />
  );
}

export function App() {
  const direction = useSyncExternalStore(subscribeLocale, directionNow);
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  return (
    // History-mode URLs (spec §2); react-admin would otherwise make its own hash router.
    // Without transitions: a navigation to /login in a transition gets interrupted by react-admin's store
    // reset on logout, which remounts its LogoutOnMount and loops (ra-core useLogout's own comment).
    <BrowserRouter useTransitions={false}>
      <CacheProvider value={emotionCacheFor(direction)}>
        <Admin
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          theme={theme}
          layout={UserLayout}
          loginPage={LoginPage}
          notification={AppNotification}
          requireAuth
          disableTelemetry
        >
          {resources.map(resourceElement)}
          <CustomRoutes>{groupRedirects}</CustomRoutes>
          <CustomRoutes noLayout>{authOpenRoutes}</CustomRoutes>
        </Admin>
      </CacheProvider>
    </BrowserRouter>
  );
}
