import type { DashboardSummary } from '../../../src/dashboard/types';

const c = (registrations: number, males: number, females: number) => ({
  registrations,
  animals: males + females,
  males,
  females,
});

/** A small summary as GET /api/dashboard?year=2025 answers it. */
export const summary2025: DashboardSummary = {
  filters: {
    specie_id: null,
    year: 2025,
    province_id: null,
    from: null,
    to: null,
    period: 'month',
    confirmed: false,
  },
  time_zone: 'Africa/Ndjamena',
  years: [2025, 2024],
  totals: {
    ...c(6, 11, 13),
    by_status: { waiting: c(2, 7, 8), returned: c(0, 0, 0), finished: c(3, 4, 1), canceled: c(1, 0, 4) },
  },
  species_by_disease: [
    { specie_id: 1, specie: 'Bovins', disease_id: 10, disease: 'Brucellose', ...c(2, 3, 3) },
    { specie_id: 2, specie: 'Caprins', disease_id: 10, disease: 'Brucellose', ...c(1, 5, 5) },
    { specie_id: 1, specie: 'Bovins', disease_id: 11, disease: 'Rage', ...c(2, 1, 4) },
  ],
  evolution: {
    period: 'month',
    buckets: [
      { key: '2025-01', from: '2024-12-31T23:00:00.000Z', to: '2025-01-31T22:59:59.999Z' },
      { key: '2025-02', from: '2025-01-31T23:00:00.000Z', to: '2025-02-28T22:59:59.999Z' },
      { key: '2025-03', from: '2025-02-28T23:00:00.000Z', to: '2025-03-31T21:59:59.999Z' },
    ],
    rows: [
      { bucket: '2025-01', disease_id: 11, disease: 'Rage', ...c(1, 1, 1) },
      { bucket: '2025-03', disease_id: 10, disease: 'Brucellose', ...c(2, 3, 3) },
      { bucket: '2025-03', disease_id: 11, disease: 'Rage', ...c(1, 0, 4) },
    ],
  },
  by_species: [
    { specie_id: 2, specie: 'Caprins', ...c(3, 8, 6) },
    { specie_id: 1, specie: 'Bovins', ...c(3, 3, 7) },
  ],
  by_breed: [
    { breed_id: 5, breed: 'Chèvre du Sahel', specie_id: 2, specie: 'Caprins', ...c(2, 6, 6) },
    { breed_id: null, breed: null, specie_id: 1, specie: 'Bovins', ...c(1, 0, 4) },
    { breed_id: 7, breed: 'Kouri', specie_id: 1, specie: 'Bovins', ...c(1, 0, 0) },
  ],
  timeliness: {
    delays: {
      onset_report: { median_days: 4.5, registrations: 6 },
      report_verification: { median_days: 2, registrations: 3 },
      report_confirmation: { median_days: null, registrations: 0 },
    },
    by_classification: { suspected: 3, confirmed_clinical: 1, confirmed_laboratory: 1, ruled_out: 1 },
  },
};
