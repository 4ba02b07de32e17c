import { describe, expect, it } from 'vitest';
import { defineResource, text } from '../../resources/kit';

/** Declarations the kit refuses when the module is loaded, rather than with a 400 on every list request. */
describe('resource declarations', () => {
  const declare = (defaultSort: [string, 'ASC' | 'DESC']) => () =>
    defineResource({
      name: 'notes',
      singular: 'note',
      route: '/animals/notes',
      menu: 'animals',
      icon: 'Vaccines',
      fields: { title: text({ required: true, max: 80 }), code: text({ max: 8, sort: true }) },
      defaultSort,
      recordRepresentation: 'title',
    });

  it('refuses a default sort on a field the list may not sort by', () => {
    expect(declare(['title', 'ASC'])).toThrow('notes: the default sort title is not a sortable field');
    expect(declare(['colour', 'ASC'])).toThrow('not a sortable field');
  });

  it('takes a sortable field or a column every table has', () => {
    expect(declare(['code', 'DESC'])).not.toThrow();
    expect(declare(['created_at', 'DESC'])).not.toThrow();
  });
});

describe('search groups', () => {
  const declare =
    (code: Parameters<typeof text>[0], defaultSort: [string, 'ASC' | 'DESC'] = ['created_at', 'DESC']) =>
    () =>
      defineResource({
        name: 'lots',
        singular: 'lot',
        route: '/animals/lots',
        menu: 'animals',
        icon: 'Vaccines',
        fields: { code: text(code) },
        defaultSort,
        recordRepresentation: 'code',
      });
  const searched = { max: 20, search: 'indexed', searchPrefix: 'LOT-' } as const;

  it('are longer than the search prefix they group', () => {
    expect(declare({ ...searched, searchGroupLength: 10 })).not.toThrow();
    expect(declare({ ...searched, searchGroupLength: 4 })).toThrow('lots.code: a search group is longer');
    expect(declare({ ...searched, searchGroupLength: 7.5 })).toThrow('a search group is longer');
  });

  it('need a search prefix, and a list sorted by another field', () => {
    expect(declare({ max: 20, search: 'indexed', searchGroupLength: 10 })).toThrow('a search group');
    expect(declare({ ...searched, sort: true, searchGroupLength: 10 }, ['code', 'ASC'])).toThrow(
      'on a list sorted by another field',
    );
  });
});
