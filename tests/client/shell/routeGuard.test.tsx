import { act, cleanup, render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '../../../src/layout/RouteGuard';
import { i18nProvider } from '../screens/support/renderScreen';

afterEach(cleanup);

const ADMIN = { roles: ['Admin'], permissions: [], activeRole: 'Admin' };

/** An auth provider whose permissions answer when the test says so. */
function slowPermissions() {
  let answer: (permissions: typeof ADMIN) => void = () => {};
  const permissions = new Promise<typeof ADMIN>((resolve) => {
    answer = resolve;
  });
  const authProvider: AuthProvider = {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getPermissions: () => permissions,
  };
  return { authProvider, answer: (value: typeof ADMIN) => act(async () => answer(value)) };
}

function renderGuarded(path: string, authProvider: AuthProvider) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <RouteGuard>
          <p>The page</p>
        </RouteGuard>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('<RouteGuard>', () => {
  it("holds the page's place with its skeleton while the viewer's permissions load, then draws the page", async () => {
    const { authProvider, answer } = slowPermissions();
    renderGuarded('/locations/provinces', authProvider);
    expect((await screen.findByRole('status')).textContent).toBe('Loading');
    expect(screen.queryByText('The page')).toBeNull();

    await answer(ADMIN);
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
