import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { createTranslator, isRtl, LOCALES, type Locale, messages, pickLocale, translate } from '../../i18n';
import { resources } from '../../resources';

const flat = Object.fromEntries(
  LOCALES.map((locale) => [locale, flattenMessages(messages[locale])]),
) as Record<Locale, Record<string, string>>;
/** A catalogue under the dotted keys polyglot looks phrases up by. */
function flattenMessages(tree: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flattenMessages(value ?? {}, `${prefix}${key}.`)),
    ),
  );
}

/** The `%{name}` placeholders of a phrase, across all its plural forms. */
const placeholdersOf = (phrase: string): string[] => [
  ...new Set(Array.from(phrase.matchAll(/%\{(.*?)\}/g), (match) => match[1] ?? '')),
];
const pairs = LOCALES.flatMap((a) => LOCALES.filter((b) => b !== a).map((b) => [a, b] as const));
const commonFields = ['id', 'created_at', 'updated_at', 'deleted_at', 'q'];

describe('catalogues', () => {
  it.each(pairs)('every %s key exists in %s', (from, to) => {
    const missing = Object.keys(flat[from]).filter((key) => !(key in flat[to]));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s offers the same placeholders as en', (locale) => {
    const differing = Object.keys(flat.en)
      .filter((key) => key in flat[locale])
      .filter(
        (key) =>
          placeholdersOf(flat.en[key] ?? '')
            .sort()
            .join() !==
          placeholdersOf(flat[locale][key] ?? '')
            .sort()
            .join(),
      )
      .map((key) => `${key}: ${flat.en[key]} / ${flat[locale][key]}`);
    expect(differing).toEqual([]);
  });

  // Polyglot falls back to the first form when a count's form is missing: an Arabic phrase with two
  // forms reads "1 record" for 2 to 10 records.
  it.each([
    ['fr', 2],
    ['en', 2],
    ['ar', 6],
  ] as const)('writes every %s plural phrase with its %i forms', (locale, forms) => {
    const incomplete = Object.entries(flat[locale])
      .filter(([, phrase]) => phrase.includes('||||') && phrase.split('||||').length !== forms)
      .map(([key]) => key);
    expect(incomplete).toEqual([]);
  });

  it('reads Arabic counts in their own form', () => {
    const bulkDone = (count: number) => translate('ar', 'workflow.bulkDone', { smart_count: count });
    expect([1, 2, 5, 40, 300].map(bulkDone)).toEqual([
      'تم تحديث سجل واحد',
      'تم تحديث سجلين',
      'تم تحديث 5 سجلات',
      'تم تحديث 40 سجلًا',
      'تم تحديث 300 سجل',
    ]);
    expect(translate('ar', 'resources.alerts.name', { smart_count: 2 })).toBe('التنبيهات');
  });

  it('has no empty phrase', () => {
    const empty = LOCALES.flatMap((l) =>
      Object.keys(flat[l]).filter((k) => !flat[l][k] && k !== 'ra.boolean.null'),
    );
    expect(empty).toEqual([]);
  });

  it('writes Arabic in Arabic script (no English left behind)', () => {
    const latinOnly = Object.entries(flat.ar)
      .filter(([key]) => !key.startsWith('app.languages.') && key !== 'app.export.filename')
      .filter(([, phrase]) => {
        const text = phrase.replace(/%\{.*?\}/g, '');
        return /[A-Za-z]{2,}/.test(text) && !/[\u0600-\u06FF]/.test(text);
      });
    expect(latinOnly).toEqual([]);
  });

  it('keeps the texts the spec fixes', () => {
    expect(translate('en', 'auth.fullscreenUnsupported')).toBe('you browser can not work');
    expect(translate('fr', 'auth.localeChanged')).toBe('Langue modifiée avec succès');
    expect(translate('fr', 'auth.localeFailed')).toBe(
      'Une erreur est survenue lors de la modification de la langue.',
    );
    expect(translate('fr', 'auth.genericError')).toBe("Une erreur s'est produite");
    expect(translate('fr', 'auth.emailInvalid')).toBe('Veuillez saisir un e-mail correct');
    expect(translate('fr', 'routes.dashboard')).toBe('Accueil');
    expect(translate('en', 'routes.dashboard')).toBe('Home');
    for (const locale of LOCALES) {
      expect(translate(locale, 'app.export.filename')).toBe('liste-excel');
      expect(translate(locale, 'app.footer')).toMatch(/^© 2025 /);
    }
  });
});

describe('the registry is translated', () => {
  const expected = resources.flatMap((resource) => [
    `resources.${resource.name}.name`,
    // A translation column (name_en) is labelled by the field it translates and its language's name.
    ...[
      ...commonFields,
      ...Object.entries(resource.fields)
        .filter(([, f]) => !(f.kind === 'translatable' && f.translationOf))
        .map(([key]) => key),
    ].map((f) => `resources.${resource.name}.fields.${f}`),
    ...Object.entries(resource.fields).flatMap(([key, field]) => [
      ...(field.kind === 'reference' ? [`resources.${resource.name}.fields.${key.replace(/_id$/, '')}`] : []),
      ...(field.kind === 'reference' && field.whenEmpty ? [field.whenEmpty] : []),
      // A list of references is labelled by its target's plural (municipality_ids → municipalities).
      ...(field.kind === 'references' ? [`resources.${resource.name}.fields.${field.target}`] : []),
      ...(field.kind === 'enum'
        ? field.values.map((value) => `resources.${resource.name}.values.${key}.${value}`)
        : []),
    ]),
  ]);

  it.each(LOCALES)('in %s', (locale) => {
    expect(expected.filter((key) => !(key in flat[locale]))).toEqual([]);
  });

  it.each(LOCALES)('with distinct singular and plural names in %s', (locale) => {
    const same = resources
      .filter((r) => r.name !== 'species' || locale !== 'en')
      .filter((r) => {
        const key = `resources.${r.name}.name`;
        return translate(locale, key, { smart_count: 1 }) === translate(locale, key, { smart_count: 2 });
      });
    expect(same.map((r) => r.name)).toEqual([]);
  });
});

describe('translate', () => {
  it('interpolates and leaves unknown placeholders', () => {
    expect(translate('en', 'validation.minLength', { min: 6 })).toBe('Must be at least 6 characters');
    expect(translate('fr', 'auth.tooManyAttempts', { seconds: 30 })).toBe(
      'Trop de tentatives. Réessayez dans 30 secondes.',
    );
    expect(translate('en', 'validation.max')).toBe('Must be at most %{max}');
    expect(translate('en', 'validation.referenced', { count: 3 })).toBe(
      'This record is still used by 3 other records (%{resource}) and cannot be deleted.',
    );
  });

  it('picks plural forms by smart_count', () => {
    expect(translate('en', 'resources.provinces.name', { smart_count: 1 })).toBe('Province');
    expect(translate('en', 'resources.provinces.name', { smart_count: 2 })).toBe('Provinces');
    expect(translate('en', 'ra.notification.deleted', { smart_count: 5 })).toBe('5 elements deleted');
    expect(translate('fr', 'resources.provinces.name', { smart_count: 0 })).toBe('Province');
    expect(translate('fr', 'resources.departments.name', { smart_count: 3 })).toBe('Départements');
    expect(translate('ar', 'resources.provinces.name', { smart_count: 1 })).toBe('إقليم');
    expect(translate('ar', 'resources.provinces.name', { smart_count: 2 })).toBe('الأقاليم');
    expect(translate('ar', 'resources.provinces.name', { smart_count: 7 })).toBe('الأقاليم');
    expect(translate('ar', 'ra.notification.deleted', { smart_count: 2 })).toBe('تم حذف عنصرين');
    expect(translate('ar', 'ra.notification.deleted', { smart_count: 5 })).toBe('تم حذف 5 عناصر');
    expect(translate('ar', 'ra.notification.deleted', { smart_count: 15 })).toBe('تم حذف 15 عنصرًا');
    expect(translate('ar', 'ra.notification.deleted', { smart_count: 100 })).toBe('تم حذف 100 عنصر');
  });

  it('falls back to English, then to the default text, then to the key', () => {
    const small = createTranslator({ en: { a: 'A %{x}', b: 'B' }, fr: { b: 'Bé' }, ar: {} });
    expect(small('fr', 'a', { x: 1 })).toBe('A 1');
    expect(small('fr', 'b')).toBe('Bé');
    expect(small('ar', 'nothing.here', { _: 'Default %{x}', x: 1 })).toBe('Default 1');
    expect(small('ar', 'nothing.here')).toBe('nothing.here');
    expect(translate('xx' as Locale, 'validation.required')).toBe('This field is required');
  });

  it('renders every phrase exactly like ra-i18n-polyglot', () => {
    const params = { name: 'N', recordRepresentation: 'R', page: 3, min: 1, max: 9, seconds: 5, count: 2 };
    for (const locale of LOCALES) {
      const provider = polyglotI18nProvider(() => messages[locale], locale);
      for (const key of Object.keys(flat[locale])) {
        for (const smart_count of [0, 1, 2, 4, 11, 100, 101]) {
          expect(translate(locale, key, { ...params, smart_count }), `${locale} ${key} ${smart_count}`).toBe(
            provider.translate(key, { ...params, smart_count }),
          );
        }
      }
    }
  });
});

describe('locales', () => {
  it('picks the first supported language, else English', () => {
    expect(pickLocale([null, undefined, 'ar-TD', 'fr'])).toBe('ar');
    expect(pickLocale(['de-DE', 'FR_fr'])).toBe('fr');
    expect(pickLocale(['de-DE,fr;q=0.8,en;q=0.5'])).toBe('fr');
    expect(pickLocale(['es', ''])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('knows Arabic is right-to-left', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('ar-TD')).toBe(true);
    expect(isRtl('fr')).toBe(false);
    expect(isRtl('en')).toBe(false);
  });
});
