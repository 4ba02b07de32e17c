import { describe, expect, it } from 'vitest';
import {
  registrationShowPath,
  registrationsListPath,
  selectionFilter,
} from '../../../src/dashboard/drillDown';
import { yearChoices } from '../../../src/dashboard/useDashboardData';
import { currentYear, selectionFrom } from '../../../src/dashboard/useSelection';

const params = (text: string) => new URLSearchParams(text);
const now = new Date('2026-03-10T12:00:00Z');

describe('selection in the query string', () => {
  it('defaults to every species and the current year, by month', () => {
    expect(selectionFrom(params(''), now)).toEqual({ specieId: null, year: 2026, period: 'month' });
  });

  it('reads species, year (or every year) and weeks; ignores nonsense', () => {
    expect(selectionFrom(params('specie_id=3&year=2024&period=week'), now)).toEqual({
      specieId: 3,
      year: 2024,
      period: 'week',
    });
    expect(selectionFrom(params('year=all'), now).year).toBeNull();
    expect(selectionFrom(params('specie_id=x&year=-4&period=day'), now)).toEqual({
      specieId: null,
      year: 2026,
      period: 'month',
    });
  });

  it('counts the year in N’Djamena time (UTC+1)', () => {
    expect(currentYear(new Date('2025-12-31T23:30:00Z'))).toBe(2026);
  });

  it('offers the years with data, the current and the selected one, newest first', () => {
    expect(yearChoices([2025, 2023], 2026, 2019)).toEqual([2026, 2025, 2023, 2019]);
    expect(yearChoices(undefined, 2026, null)).toEqual([2026]);
  });
});

describe('drill-down links', () => {
  it('carry the selection (species, local year) and what was clicked to the registrations list', () => {
    const filter = selectionFilter({ specieId: 2, year: 2025 }, { disease_ids: [10] });
    expect(filter).toEqual({
      specie_id: 2,
      created_at_gte: '2024-12-31T23:00:00.000Z',
      created_at_lte: '2025-12-31T22:59:59.999Z',
      disease_ids: [10],
    });
    const path = registrationsListPath(filter);
    expect(path.startsWith('/registrations/index?filter=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(path.split('filter=')[1]))).toEqual(filter);
  });

  it('without a selection, only the clicked element filters; records open on their show page', () => {
    expect(selectionFilter({ specieId: null, year: null }, { status: 'waiting' })).toEqual({
      status: 'waiting',
    });
    expect(registrationShowPath(42)).toBe('/registrations/index/42/show');
  });
});
