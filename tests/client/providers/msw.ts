/** Shared msw plumbing for the provider tests. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { writeCookie } from '../../../src/api/cookies';
import { resetToasts, subscribeToasts } from '../../../src/api/notify';

export function startApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Collects the texts of the toasts raised during each test. */
export function collectToasts(): string[] {
  const texts: string[] = [];
  let unsubscribe = () => {};
  beforeAll(() => {
    unsubscribe = subscribeToasts((toast) => texts.push(toast.text));
  });
  afterEach(() => {
    texts.length = 0;
  });
  afterAll(() => {
    unsubscribe();
    resetToasts();
  });
  return texts;
}

/** As the API sets it: URL-encoded. */
export const setXsrfCookie = (value: string) => writeCookie('XSRF-TOKEN', value);
