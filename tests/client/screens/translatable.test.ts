/** Translatable reference data on the client: names in the reader's language, the default one as fallback. */
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n';
import { resourceByName } from '../../../resources';
import { toRow } from '../../../shared/export/cells';
import { exportColumns } from '../../../shared/export/columns';
import { formFields, listFields } from '../../../src/screens/fieldSelections';
import { representRecord } from '../../../src/screens/representation';

const species = resourceByName('species')!;
const cattle = { id: 1, name: 'Bovins', name_en: 'Cattle', name_ar: 'أبقار', body: 'Zébus', body_ar: null };
const pigs = { id: 2, name: 'Porcins', name_en: null, name_ar: '' };

describe('a translatable field', () => {
  it('declares one sibling per other language, optional and searched like the name', () => {
    expect(species.fields.name_ar).toMatchObject({
      kind: 'translatable',
      translationOf: 'name',
      language: 'ar',
    });
    expect(species.fields.name_ar?.required).toBeFalsy();
    expect(species.searchFields).toEqual(expect.arrayContaining(['name', 'name_en', 'name_ar']));
  });

  it('gives screens one entry per field, not per language', () => {
    expect(formFields(species).map(([key]) => key)).toEqual(['name', 'body']);
    expect(listFields(species).map(([key]) => key)).toEqual(['name', 'body']);
  });

  it('names a record in the reader language, else in French', () => {
    expect(representRecord(species, cattle, 'ar')).toBe('أبقار');
    expect(representRecord(species, cattle, 'en')).toBe('Cattle');
    expect(representRecord(species, cattle, 'fr')).toBe('Bovins');
    expect(representRecord(species, pigs, 'ar')).toBe('Porcins');
    expect(representRecord(species, pigs, 'en')).toBe('Porcins');
  });

  it('exports names in the reader language, one column per field', () => {
    const ar = (key: string, options?: Record<string, unknown>) =>
      translate('ar', key, options as Record<string, string | number>);
    const columns = exportColumns(species, ar);
    expect(columns.map((c) => c.source)).toEqual(['name', 'body', 'created_at']);
    const rows = [cattle, pigs].map((record) => toRow(record, columns, new Map(), 'species', ar, 'ar'));
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['أبقار', 'Zébus'],
      ['Porcins', null],
    ]);
  });
});
