import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, LOCALE_STORAGE_KEY } from '../../../src/providers/locale';

const browserLanguages = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
};

const load = async () => (await import('../../../src/providers/i18nProvider')).createI18nProvider();

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('i18nProvider', () => {
  it('offers the three languages under their own names', async () => {
    expect((await load()).getLocales?.()).toEqual([
      { locale: 'fr', name: 'Français' },
      { locale: 'en', name: 'English' },
      { locale: 'ar', name: 'العربية' },
    ]);
  });

  it('starts with the stored choice and sets <html lang dir>', async () => {
    browserLanguages(['fr-FR']);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    const provider = await load();
    expect(provider.getLocale()).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(provider.translate('ra.action.save')).not.toBe('Save');
  });

  it('else the browser language, else English', async () => {
    browserLanguages(['de-DE', 'fr-CA']);
    expect((await load()).getLocale()).toBe('fr');
    browserLanguages(['de-DE']);
    const provider = await load();
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('ra.action.save')).toBe('Save');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('stores a change and flips the direction', async () => {
    browserLanguages(['en-GB']);
    const provider = await load();
    await provider.changeLocale('ar');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
    expect(currentLocale()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await provider.changeLocale('fr');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect(document.documentElement).toMatchObject({ lang: 'fr', dir: 'ltr' });
  });

  it('falls back to the default text for keys it does not know', async () => {
    const provider = await load();
    expect(provider.translate('resources.nowhere/unknown.name', { _: 'Unknown' })).toBe('Unknown');
  });
});
