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
