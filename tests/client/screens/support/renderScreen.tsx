import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ComponentType } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, memoryStore } from 'react-admin';
import { afterEach } from 'vitest';
import { type Locale, messages } from '../../../../i18n';
import { resourceByName } from '../../../../resources';
import { type ResourceScreens, screensFor } from '../../../../src/screens';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// react-admin renders in several async steps; a loaded machine running suites in parallel needs more than 1 s.
configure({ asyncUtilTimeout: 30_000 });

export const i18nProviderIn = (locale: Locale) =>
  polyglotI18nProvider(() => messages[locale], locale, [{ locale, name: locale }], { allowMissing: true });

export const i18nProvider = i18nProviderIn('en');

export function screen(resourceName: string, kind: keyof ResourceScreens): ComponentType<{ id?: number }> {
  const resource = resourceByName(resourceName);
  if (!resource) throw new Error(`no resource ${resourceName}`);
  const Screen = screensFor(resource)[kind];
  if (!Screen) throw new Error(`${resourceName} has no ${kind} screen`);
  return Screen as ComponentType<{ id?: number }>;
}

export function renderScreen(
  ui: React.ReactElement,
  {
    dataProvider,
    authProvider,
    locale = 'en',
  }: { dataProvider: DataProvider; authProvider?: AuthProvider; locale?: Locale },
) {
  return render(
    <AdminContext
      // As react-admin's own client, but a query that retries (the photos') asks again at once, not after 1 s.
      queryClient={new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={locale === 'en' ? i18nProvider : i18nProviderIn(locale)}
      store={memoryStore()}
    >
      {ui}
    </AdminContext>,
  );
}
