/**
 * Server messages follow the language on screen (the client's Accept-Language), not the one saved on the
 * account; the saved one serves clients that ask for no language the app speaks (issue 13 item 5).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let editor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.as('editor@example.com');
  // The account's saved language is French.
  await editor.post('/api/locale', { locale: 'fr' });
});

const missingProvince = (language?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/provinces/999999',
    headers: {
      cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-requested-with': 'XMLHttpRequest',
      ...(language ? { 'accept-language': language } : {}),
    },
  });

describe('the language of server messages', () => {
  it('is the screen language sent by the client, whatever the account saved', async () => {
    const arabic = await missingProvince('ar');
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json().message).toBe(translate('ar', 'validation.notFound'));
    const english = await missingProvince('en-GB,en;q=0.9');
    expect(english.json().message).toBe(translate('en', 'validation.notFound'));
  });

  it("is the account's saved language when the client asks for none the app speaks", async () => {
    expect((await missingProvince()).json().message).toBe(translate('fr', 'validation.notFound'));
    expect((await missingProvince('de-DE,ar;q=0.5')).json().message).toBe(
      translate('fr', 'validation.notFound'),
    );
  });
});
