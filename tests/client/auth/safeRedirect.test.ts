import { describe, expect, it } from 'vitest';
import { redirectTargetOf, safeRedirect } from '../../../src/auth/safeRedirect';

const ORIGIN = 'https://surveillance.example';

describe('safeRedirect', () => {
  it.each([
    ['/locations/provinces?page=2#top', '/locations/provinces?page=2#top'],
    ['/administration/users/3', '/administration/users/3'],
  ])('keeps the path of this site %s', (raw, expected) => {
    expect(safeRedirect(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login?redirect=/x',
    '/auth-redirect',
  ])('sends %o home instead', (raw) => {
    expect(safeRedirect(raw, ORIGIN)).toBe('/');
  });

  it('reads ?redirect from a query string', () => {
    expect(redirectTargetOf('?redirect=%2Fregistrations%2Findex')).toBe('/registrations/index');
    expect(redirectTargetOf('?other=1')).toBe('/');
  });
});
