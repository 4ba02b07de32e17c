import { describe, expect, it } from 'vitest';
import {
  registrationShowPath,
  registrationsListPath,
  selectionFilter,
} from '../../../src/dashboard/drillDown';
import { yearChoices } from '../../../src/dashboard/useDashboardData';
import { applyChange, currentYear, selectionFrom } from '../../../src/dashboard/useSelection';

const none = { provinceId: null, from: null, to: null, confirmed: false };

const params = (text: string) => new URLSearchParams(text);
const now = new Date('2026-03-10T12:00:00Z');

describe('selection in the query string', () => {
  it('defaults to every species and the current year, by month', () => {
    expect(selectionFrom(params(''), now)).toEqual({ ...none, specieId: null, year: 2026, period: 'month' });
  });

  it('reads species, year (or every year) and weeks; ignores nonsense', () => {
    expect(selectionFrom(params('specie_id=3&year=2024&period=week'), now)).toEqual({
      ...none,
      specieId: 3,
      year: 2024,
      period: 'week',
    });
    expect(selectionFrom(params('year=all'), now).year).toBeNull();
    expect(selectionFrom(params('specie_id=x&year=-4&period=day&from=2025-02-30'), now)).toEqual({
      ...none,
      specieId: null,
      year: 2026,
      period: 'month',
    });
  });

  it('reads a province and a date range, which stands for the year', () => {
    expect(selectionFrom(params('province_id=4&from=2025-03-01&to=2025-05-15'), now)).toEqual({
      specieId: null,
      year: null,
      provinceId: 4,
      from: '2025-03-01',
      to: '2025-05-15',
      confirmed: false,
      period: 'month',
    });
    expect(selectionFrom(params('confirmed=true'), now).confirmed).toBe(true);
    expect(selectionFrom(params('confirmed=yes'), now).confirmed).toBe(false);
  });

  it('a range clears the year and a year clears the range', () => {
    const ranged = applyChange(params('year=2025&specie_id=2'), { from: '2025-03-01' });
    expect(ranged.toString()).toBe('year=all&specie_id=2&from=2025-03-01');
    expect(applyChange(ranged, { year: 2024 }).toString()).toBe('year=2024&specie_id=2');
    expect(applyChange(params('province_id=3'), { provinceId: null }).toString()).toBe('');
    expect(applyChange(params('year=2025'), { confirmed: true }).toString()).toBe('year=2025&confirmed=true');
    expect(applyChange(params('confirmed=true'), { confirmed: false }).toString()).toBe('');
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
    const filter = selectionFilter({ ...none, specieId: 2, year: 2025 }, { disease_ids: [10] });
    expect(filter).toEqual({
      specie_id: 2,
      created_at_gte: '2024-12-31T23:00:00.000Z',
      created_at_lte: '2025-12-31T22:59:59.999Z',
      disease_ids: [10],
    });
    const path = registrationsListPath(filter);
    expect(path.startsWith('/registrations/index?filter=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(path.split('filter=')[1] ?? ''))).toEqual(filter);
  });

  it('carry the province, the confirmed-only switch and the local days of a range, both included', () => {
    const filter = selectionFilter({
      specieId: null,
      year: null,
      provinceId: 5,
      from: '2025-03-01',
      to: '2025-03-31',
      confirmed: true,
    });
    expect(filter).toEqual({
      province_id: 5,
      classification: ['confirmed_clinical', 'confirmed_laboratory'],
      created_at_gte: '2025-02-28T23:00:00.000Z',
      created_at_lte: '2025-03-31T22:59:59.999Z',
    });
  });

  it('without a selection, only the clicked element filters; records open on their show page', () => {
    expect(selectionFilter({ ...none, specieId: null, year: null }, { status: 'waiting' })).toEqual({
      status: 'waiting',
    });
    expect(registrationShowPath(42)).toBe('/registrations/index/42/show');
  });
});
