import { CacheProvider } from '@emotion/react';
import { useState } from 'react';
import { Admin, CustomRoutes, LoadingPage, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { type Resource as RegistryResource, resources } from '../resources';
import { alertRoutes } from './alerts/alertRoutes';
import { guestAware } from './auth/guestAware';
import { LoginPage } from './auth/LoginPage';
import { authOpenRoutes } from './auth/openRoutes';
import { importRoutes } from './import/importRoutes';
import { AppLayout, DocumentTitle, groupRedirects } from './layout';
import { AppShellStill } from './layout/AppShellStill';
import { openPageRoutes, pageRoutesWithLayout, ToDashboard, ToNotFound, UnauthorizedPage } from './pages';
import { profileRoutes } from './profile/profileRoutes';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { emotionCacheFor } from './providers/directionCache';
import { i18nProvider } from './providers/i18nProvider';
import { iconFor } from './providers/icons';
import { AppNotification } from './providers/notifications/AppNotification';
import { raName, recordRepresentationFor, screensFor } from './screens';
import { useAppTheme } from './settings/useAppTheme';

// Users outside the back-office roles get the guest screen instead of the layout (spec §1).
const UserLayout = guestAware(AppLayout);

/** While the session is checked: the app shell stays (react-admin's loading page after a later sign-in). */
const AppLoading = () => <AppShellStill otherwise={<LoadingPage />} />;

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

/**
 * react-admin's store (its default, in localStorage), naming the language the app opens in (the one saved
 * by src/providers/locale.ts, which the translator follows): react-admin draws nothing on its first render
 * until its store and its translator agree (I18nContextProvider), which emptied the page between the app
 * shell and the layout on a first visit, and a language the store kept from an earlier visit would switch
 * the app away from the one chosen since (e.g. on the sign-in page).
 */
function storeInUserLanguage() {
  const store = localStorageStore();
  store.setItem('locale', i18nProvider.getLocale());
  return store;
}

export function App() {
  const { direction, theme } = useAppTheme();
  const [store] = useState(storeInUserLanguage);
  return (
    // History-mode URLs (spec §2); react-admin would otherwise make its own hash router.
    // Without transitions: a navigation to /login in a transition gets interrupted by react-admin's store
    // reset on logout, which remounts its LogoutOnMount and loops (ra-core useLogout's own comment).
    <BrowserRouter useTransitions={false}>
      <DocumentTitle />
      <CacheProvider value={emotionCacheFor(direction)}>
        <Admin
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={store}
          theme={theme}
          layout={UserLayout}
          loginPage={LoginPage}
          loading={AppLoading}
          notification={AppNotification}
          dashboard={ToDashboard}
          catchAll={ToNotFound}
          accessDenied={UnauthorizedPage}
          requireAuth
          disableTelemetry
        >
          {resources.map(resourceElement)}
          <CustomRoutes>{groupRedirects}</CustomRoutes>
          <CustomRoutes>{pageRoutesWithLayout}</CustomRoutes>
          <CustomRoutes noLayout>{openPageRoutes}</CustomRoutes>
          <CustomRoutes noLayout>{authOpenRoutes}</CustomRoutes>
          <CustomRoutes>{profileRoutes}</CustomRoutes>
          <CustomRoutes>{importRoutes}</CustomRoutes>
          <CustomRoutes>{alertRoutes}</CustomRoutes>
        </Admin>
      </CacheProvider>
    </BrowserRouter>
  );
}
