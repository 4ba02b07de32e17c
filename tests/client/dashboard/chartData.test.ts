import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  byBreed,
  diseaseEvolution,
  sickBySpecies,
  speciesByDisease,
} from '../../../src/dashboard/charts/chartData';
import { summary2025 } from './summary-fixture';

describe('chart selectors', () => {
  it('species × disease: one row per disease (largest first), one stacked series per species', () => {
    const { rows, series } = speciesByDisease(summary2025);
    expect(rows).toEqual([
      {
        disease_id: 10,
        disease: 'Brucellose',
        total: 16,
        s1: 6,
        s1_registrations: 2,
        s2: 10,
        s2_registrations: 1,
      },
      { disease_id: 11, disease: 'Rage', total: 5, s1: 5, s1_registrations: 2 },
    ]);
    expect(series.map((s) => [s.key, s.name])).toEqual([
      ['s1', 'Bovins'],
      ['s2', 'Caprins'],
    ]);
  });

  it('evolution: every bucket present, zeros where nothing was registered, lines by decreasing total', () => {
    const { rows, series } = diseaseEvolution(summary2025);
    expect(rows).toEqual([
      { bucket: '2025-01', d10: 0, d11: 2, d11_registrations: 1 },
      { bucket: '2025-02', d10: 0, d11: 0 },
      { bucket: '2025-03', d10: 6, d10_registrations: 2, d11: 4, d11_registrations: 1 },
    ]);
    expect(series.map((s) => s.name)).toEqual(['Rage', 'Brucellose']);
  });

  it('pie: sick animals per species with their share, males, females and registrations', () => {
    expect(sickBySpecies(summary2025)).toEqual([
      { specie_id: 2, name: 'Caprins', value: 14, share: 14 / 24, registrations: 3, males: 8, females: 6 },
      { specie_id: 1, name: 'Bovins', value: 10, share: 10 / 24, registrations: 3, males: 3, females: 7 },
    ]);
  });

  it('breeds: labelled with their species, "no breed" named, empty ones left out', () => {
    expect(byBreed(summary2025, 'Breed not recorded').map((b) => [b.label, b.animals, b.breed_id])).toEqual([
      ['Chèvre du Sahel · Caprins', 12, 5],
      ['Breed not recorded · Bovins', 4, null],
    ]);
  });

  it('labels months in the language (with the year over several years) and weeks with the given word', () => {
    const week = (n: number) => `W${n}`;
    expect(bucketLabel('2025-03', 'en', week, false)).toBe('Mar');
    expect(bucketLabel('2025-03', 'fr', week, true)).toBe('mars 2025');
    expect(bucketLabel('2025-W09', 'en', week, false)).toBe('W9');
    expect(bucketLabel('2025-W09', 'en', week, true)).toBe('W9 2025');
  });
});
