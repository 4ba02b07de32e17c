import { cleanup, configure, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ComponentType } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, memoryStore } from 'react-admin';
import { afterEach } from 'vitest';
import { messages } from '../../../../i18n';
import { resourceByName } from '../../../../resources';
import { type ResourceScreens, screensFor } from '../../../../src/screens';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// react-admin renders in several async steps; a loaded machine running suites in parallel needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

export const i18nProvider = polyglotI18nProvider(
  () => messages.en,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);

export function screen(resourceName: string, kind: keyof ResourceScreens): ComponentType<{ id?: number }> {
  const resource = resourceByName(resourceName);
  if (!resource) throw new Error(`no resource ${resourceName}`);
  const Screen = screensFor(resource)[kind];
  if (!Screen) throw new Error(`${resourceName} has no ${kind} screen`);
  return Screen as ComponentType<{ id?: number }>;
}

export function renderScreen(
  ui: React.ReactElement,
  { dataProvider, authProvider }: { dataProvider: DataProvider; authProvider?: AuthProvider },
) {
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {ui}
    </AdminContext>,
  );
}
