/**
 * The browser loads the catalogue of the user's language only (issue 13): each language is its own chunk,
 * fetched once, and another language comes when the user picks it. (tests/client/setup.ts loads all three
 * for the other tests: here each test takes fresh modules.)
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  const catalogues = await import('../../../src/providers/catalogues');
  const { createI18nProvider } = await import('../../../src/providers/i18nProvider');
  return { ...catalogues, createI18nProvider };
};

beforeEach(() => {
  localStorage.setItem('ah_locale', 'fr');
});

describe('language catalogues in the browser', () => {
  it('start empty, and a language is loaded once however often it is asked for', async () => {
    const { loadCatalogue, loadedCatalogue, translate } = await fresh();
    expect(loadedCatalogue('fr')).toBeUndefined();
    expect(translate('fr', 'dashboard.timeliness.title')).toBe('dashboard.timeliness.title');
    const [first, second] = await Promise.all([loadCatalogue('fr'), loadCatalogue('fr')]);
    expect(first).toBe(second);
    expect(await loadCatalogue('fr')).toBe(first);
    expect(translate('fr', 'dashboard.timeliness.title')).toBe('Délais et classification');
    expect(loadedCatalogue('en')).toBeUndefined();
    expect(loadedCatalogue('ar')).toBeUndefined();
  });

  it('the app starts in the loaded language and fetches another when the user switches to it', async () => {
    const { loadCatalogue, loadedCatalogue, createI18nProvider } = await fresh();
    await loadCatalogue('fr');
    const provider = createI18nProvider();
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect(loadedCatalogue('ar')).toBeUndefined();
    await provider.changeLocale('ar');
    expect(loadedCatalogue('ar')).toBeDefined();
    expect(provider.translate('dashboard.timeliness.title')).toBe('الآجال والتصنيف');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('a missing catalogue for the first language is a programming error, not a screen of keys', async () => {
    const { createI18nProvider } = await fresh();
    expect(() => createI18nProvider()).toThrow(/synchronous/);
  });
});
